import { useOf } from "@storybook/addon-docs/blocks";
import { findWidget } from "../packages/portal-widgets/src/embed/widgets";

const cell = { border: "1px solid #d0d7de", padding: "4px 8px", textAlign: "left" as const };

/**
 * The CMS embed's side of a widget's docs page: its custom element, who sees it, the
 * attributes (and the prop each feeds) and the DOM events, read from embed/widgets.ts so the
 * page cannot drift from the embed. The widget is found by the last part of the story title.
 */
export function EmbedAttributes() {
  const resolved = useOf("meta", ["meta"]);
  const name = resolved.preparedMeta.title.split("/").at(-1) ?? "";
  const widget = findWidget(name);
  if (!widget) return <p>Not available as a custom element of the CMS embed (React only).</p>;
  const attributes = Object.entries(widget.attributes);
  return (
    <section>
      <h2>In the CMS embed</h2>
      <p>
        <code>{`<${widget.tag}></${widget.tag}>`}</code> — shown to <strong>{widget.access}</strong> visitors; its code loads when the first
        such element appears (see EMBED.md).
      </p>
      {attributes.length > 0 ? (
        <table style={{ borderCollapse: "collapse" }}>
          <thead>
            <tr>
              <th style={cell}>Attribute</th>
              <th style={cell}>Prop</th>
              <th style={cell}>Type</th>
            </tr>
          </thead>
          <tbody>
            {attributes.map(([attribute, spec]) => (
              <tr key={attribute}>
                <td style={cell}>
                  <code>{attribute}</code>
                </td>
                <td style={cell}>
                  <code>{spec.prop}</code>
                </td>
                <td style={cell}>{spec.type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No attributes.</p>
      )}
      {widget.events.length > 0 ? (
        <p>
          Events:{" "}
          {widget.events.map((event, index) => (
            <span key={event.event}>
              {index > 0 ? ", " : null}
              <code>{event.event}</code> (from <code>{event.prop}</code>)
            </span>
          ))}
          .
        </p>
      ) : null}
    </section>
  );
}
