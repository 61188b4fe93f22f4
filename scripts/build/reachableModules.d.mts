export declare function reachableModules(entry?: string): string[];
