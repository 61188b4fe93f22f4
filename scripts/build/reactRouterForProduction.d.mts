import type { Plugin } from "vite";

export declare function trimReactRouter(code: string): string;
export declare function reactRouterForProduction(): Plugin;
