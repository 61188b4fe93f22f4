/** The user's text with LIKE's wildcards (% _) and escape (\) taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE/ILIKE pattern for "contains". */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;
