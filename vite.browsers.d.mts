export declare const cssTarget: string[];
