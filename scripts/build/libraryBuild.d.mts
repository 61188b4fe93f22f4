import type { Options } from "tsup";

export declare function reachableModules(entries?: string[]): string[];
export declare function libraryBuild(options: Options & { entries?: Record<string, string> }): Options[];
