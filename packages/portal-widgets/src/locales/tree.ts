/** Nested label objects whose leaves are strings. */
export type LabelTree = { readonly [key: string]: string | LabelTree };

/** The literal types of a labels object widened to `string`, so a locale may translate them. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
