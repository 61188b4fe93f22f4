// Apart from messages.ts: the label types (es-ES/labels/index.ts) need it, and messages.ts needs them.

/** Every key optional, at any depth: what a host passes to override texts. */
export type DeepPartial<T> = T extends string ? T : { [K in keyof T]?: DeepPartial<T[K]> };
