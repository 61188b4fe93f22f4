export function apiBuildIsStale(compiled: string, sources?: string[]): boolean;
