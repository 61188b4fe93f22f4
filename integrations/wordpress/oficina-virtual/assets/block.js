/* The editor side of the 'Oficina Virtual' block: no JSX, no build. The block is dynamic, so
 * `save` stores nothing but the attributes; the page renders it in PHP. */
(function (blocks, element, components, blockEditor) {
  var el = element.createElement;
  var config = window.oficinaVirtualBlock || { widgets: [], lines: [] };

  function labelOf(widget) {
    for (var i = 0; i < config.widgets.length; i += 1) {
      if (config.widgets[i].value === widget) return config.widgets[i].label;
    }
    return widget;
  }

  blocks.registerBlockType("oficina-virtual/widget", {
    apiVersion: 2,
    title: "Oficina Virtual",
    description: "Un widget de la Oficina Virtual: acceso, contratos, solicitudes…",
    category: "widgets",
    icon: "id-alt",
    supports: { html: false },
    attributes: {
      widget: { type: "string", default: "login-form" },
      line: { type: "string", default: "" },
      headingLevel: { type: "number", default: 2 },
    },
    edit: function (props) {
      var attributes = props.attributes;
      var controls = [
        el(components.SelectControl, {
          key: "widget",
          label: "Widget",
          value: attributes.widget,
          options: config.widgets,
          onChange: function (widget) {
            props.setAttributes({ widget: widget });
          },
        }),
      ];
      if (attributes.widget === "contracts-table") {
        controls.push(
          el(components.SelectControl, {
            key: "line",
            label: "Línea",
            value: attributes.line,
            options: [{ value: "", label: "Todas" }].concat(
              config.lines.map(function (line) {
                return { value: line, label: line };
              }),
            ),
            onChange: function (line) {
              props.setAttributes({ line: line });
            },
          }),
        );
      }
      return el(
        "div",
        blockEditor.useBlockProps(),
        el(components.Placeholder, { icon: "id-alt", label: "Oficina Virtual: " + labelOf(attributes.widget) }, controls),
      );
    },
    save: function () {
      return null;
    },
  });
})(window.wp.blocks, window.wp.element, window.wp.components, window.wp.blockEditor);
