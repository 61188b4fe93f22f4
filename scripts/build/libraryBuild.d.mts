import type { Options } from "tsup";

export declare function reachableModules(entry?: string): string[];
export declare function libraryBuild(options: Options): Options[];
