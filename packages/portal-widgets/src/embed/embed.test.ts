import { attributes, camelCase, eventProps, parseAttribute, propsFromAttributes } from "./attributes";
import { linkFromTemplate, resolveLinkOverrides } from "./config";
import { propertyDefaults, remToPx, shadowCss } from "./shadowCss";
import { findWidget, WIDGETS } from "./widgets";

describe("attributes → props", () => {
  it("maps kebab-case to camelCase and parses by type", () => {
    expect(camelCase("heading-level")).toBe("headingLevel");
    const table = attributes("heading-level:number", "administrator:boolean", "initial-search:json", "contract>codAbonado");
    const element = document.createElement("div");
    element.setAttribute("heading-level", "2");
    element.setAttribute("administrator", "");
    element.setAttribute("initial-search", '{"startDate":"2026-01-01","endDate":"2026-02-01"}');
    element.setAttribute("contract", "100001");
    expect(propsFromAttributes(element, table)).toEqual({
      headingLevel: 2,
      administrator: true,
      initialSearch: { startDate: "2026-01-01", endDate: "2026-02-01" },
      codAbonado: "100001",
    });
  });

  it('reads absent booleans as false, `="false"` too, and ignores bad JSON with a warning', () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(parseAttribute({ prop: "open", type: "boolean" }, null)).toBe(false);
    expect(parseAttribute({ prop: "open", type: "boolean" }, "false")).toBe(false);
    expect(parseAttribute({ prop: "lines", type: "json" }, "[oops")).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("turns `line` into `lines` on <ov-contracts-table>", () => {
    const table = findWidget("ov-contracts-table")!;
    const element = document.createElement("div");
    element.setAttribute("line", "Gas");
    expect(propsFromAttributes(element, table.attributes)).toEqual({ lines: ["Gas"] });
  });

  it("has one unique tag per widget, found by name or tag", () => {
    expect(new Set(WIDGETS.map((w) => w.tag)).size).toBe(WIDGETS.length);
    expect(findWidget("IssueForm")?.tag).toBe("ov-issue-form");
    expect(findWidget("ov-login-form")?.name).toBe("LoginForm");
  });
});

describe("callbacks → events", () => {
  it("dispatches a bubbling, composed CustomEvent, then calls the page's own prop", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const seen: Array<{ type: string; detail: unknown; bubbles: boolean; composed: boolean }> = [];
    document.addEventListener("ov-success", (e) =>
      seen.push({ type: e.type, detail: (e as CustomEvent).detail, bubbles: e.bubbles, composed: e.composed }),
    );
    const own = vi.fn();
    const props = eventProps(host, [{ prop: "onSuccess", event: "ov-success" }], { onSuccess: own });
    props.onSuccess!({ isAdministrador: false });
    expect(seen).toEqual([{ type: "ov-success", detail: { isAdministrador: false }, bubbles: true, composed: true }]);
    expect(own).toHaveBeenCalledWith({ isAdministrador: false });
    host.remove();
  });
});

describe("shadow CSS", () => {
  it("turns rem into px in values but not in escaped selectors", () => {
    const css =
      ".ov\\:w-\\[calc\\(100vw-1rem\\)\\]{width:calc(100vw - 1rem)}:root{--ov-spacing:.25rem}@media (width>=40rem){a{margin:-1.5rem}}";
    expect(remToPx(css)).toBe(
      ".ov\\:w-\\[calc\\(100vw-1rem\\)\\]{width:calc(100vw - 16px)}:root{--ov-spacing:4px}@media (width>=640px){a{margin:-24px}}",
    );
  });

  it("emits the @property initial values on every element of the shadow tree", () => {
    const css =
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-ring-color{syntax:"*";inherits:false}';
    expect(propertyDefaults(css)).toBe("@layer properties{*,::before,::after,::backdrop{--tw-border-style:solid;--tw-ring-color:initial}}");
    expect(shadowCss(css)).toContain(".ov-embed{all:initial;display:block;");
  });

  it("declares the widgets' font after resetting the page's: ours, themable by --ov-font-portal", () => {
    const rule = /\.ov-embed\{([^}]*)\}/.exec(shadowCss(""))?.[1] ?? "";
    const declarations = rule.split(";");
    expect(declarations).toContain("font-family:var(--ov-font-portal)");
    // `all:initial` first (it resets font-family too), then our stack.
    expect(declarations.indexOf("all:initial")).toBeLessThan(declarations.indexOf("font-family:var(--ov-font-portal)"));
  });
});

describe("links from a CMS", () => {
  it("fills templates with the argument, encoded", () => {
    expect(linkFromTemplate("/facturas?contrato={codAbonado}")("10 01")).toBe("/facturas?contrato=10%2001");
    expect(linkFromTemplate("/recuperar?u={username}&e={email}")({ username: "ana" })).toBe("/recuperar?u=ana&e=");
    const links = resolveLinkOverrides({ home: "https://oficina.example.es/", login: () => "/acceso" });
    expect(links?.home?.()).toBe("https://oficina.example.es/");
    expect(links?.login?.()).toBe("/acceso");
  });
});
