// Attributes → props, callbacks → DOM events: the pure rules of the CMS embed.

/** How an attribute's text becomes a prop value. */
export type AttributeType = "string" | "number" | "boolean" | "json";

export interface AttributeSpec {
  /** The prop it feeds (camelCase of the attribute unless an alias says otherwise). */
  prop: string;
  type: AttributeType;
  /** Turns the parsed value into the prop value (e.g. `line="Gas"` → `lines: ["Gas"]`). */
  map?: (value: unknown) => unknown;
}

export interface EventSpec {
  /** The callback prop, e.g. `onSuccess`. */
  prop: string;
  /** The DOM event, e.g. `ov-success`. */
  event: string;
  /** The event's `detail` from the callback's arguments; by default the first argument when it
   * is an object, `{}` otherwise. */
  detail?: (...args: unknown[]) => unknown;
  /** An attribute of the custom element this callback removes before the event, like closing
   * a `<dialog open>` (e.g. `open` on ov-contract-details-dialog). */
  removesAttribute?: string;
}

/** `heading-level` → `headingLevel`. */
export function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

/** `headingLevel` → `heading-level`. */
export function kebabCase(prop: string): string {
  return prop.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`);
}

/**
 * Compact attribute tables: `"heading-level:number"`, `"administrator:boolean"`,
 * `"contract>codAbonado"` (an alias feeding another prop), `"initial-search:json"`.
 */
export function attributes(...specs: string[]): Record<string, AttributeSpec> {
  const table: Record<string, AttributeSpec> = {};
  for (const spec of specs) {
    const [head = "", type = "string"] = spec.split(":");
    const [name = "", alias] = head.split(">");
    table[name] = { prop: alias ?? camelCase(name), type: type as AttributeType };
  }
  return table;
}

/** The value of one attribute as its prop expects it; `undefined` leaves the prop unset. */
export function parseAttribute(spec: AttributeSpec, raw: string | null, tag = "element"): unknown {
  let value: unknown;
  if (spec.type === "boolean") {
    // Like HTML's boolean attributes; `="false"` is accepted too because editors write it.
    value = raw !== null && raw.trim().toLowerCase() !== "false";
  } else if (raw === null) {
    return undefined;
  } else if (spec.type === "number") {
    const number = Number(raw);
    value = raw.trim() === "" || Number.isNaN(number) ? undefined : number;
  } else if (spec.type === "json") {
    try {
      value = JSON.parse(raw);
    } catch {
      // A CMS editor's typo must not take the page down: say which attribute, keep going.
      console.warn(`Oficina Virtual: <${tag}> attribute for "${spec.prop}" is not valid JSON and was ignored.`);
      return undefined;
    }
  } else {
    value = raw;
  }
  return spec.map && value !== undefined ? spec.map(value) : value;
}

/** Props from the element's attributes: only the declared ones are read. */
export function propsFromAttributes(
  element: Pick<Element, "getAttribute">,
  table: Record<string, AttributeSpec>,
  tag?: string,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(table)) {
    const value = parseAttribute(spec, element.getAttribute(name), tag);
    if (value !== undefined) props[spec.prop] = value;
  }
  return props;
}

export function defaultDetail(...args: unknown[]): unknown {
  const [first] = args;
  return typeof first === "object" && first !== null ? first : {};
}

/**
 * The callbacks of a widget as DOM events: each one dispatches a bubbling, composed
 * `CustomEvent` on `target`, then calls the page's own function prop of the same name
 * (given through `element.props` or `mount()`), if any.
 */
export function eventProps(
  target: EventTarget,
  events: readonly EventSpec[],
  own: Record<string, unknown> = {},
): Record<string, (...args: unknown[]) => void> {
  const props: Record<string, (...args: unknown[]) => void> = {};
  for (const spec of events) {
    props[spec.prop] = (...args: unknown[]) => {
      dispatch(target, spec.event, (spec.detail ?? defaultDetail)(...args));
      const callback = own[spec.prop];
      if (typeof callback === "function") callback(...args);
    };
  }
  return props;
}

/** Dispatches one of our events; returns false when a listener called `preventDefault()`. */
export function dispatch(target: EventTarget, type: string, detail: unknown, cancelable = false): boolean {
  // composed: crosses shadow boundaries when the element itself sits in someone's shadow root.
  return target.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, cancelable, detail }));
}
