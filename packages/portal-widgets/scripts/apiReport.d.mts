export declare const REPORT_FILE: string;
export declare function collectExports(): Array<{
  specifier: string;
  file: string;
  note: string;
  names: Array<{ name: string; kind: string }>;
}>;
export declare function apiReport(): string;
export declare function readReport(): string;
