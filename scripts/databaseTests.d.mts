// Types of databaseTests.mjs, for the test that checks its rule (origin/src/db/databaseTests.test.ts).
export declare const DATABASE_DRIVERS: string[];
export declare const PROCESS_STARTERS: string[];
export declare function runtimeImports(source: string, fileName?: string): string[];
export declare function databaseReach(
  root: string,
  file: string,
  seen?: Map<string, string[] | null>,
): string[] | null;
export declare const NOT_AGAIN: RegExp;
export declare function notAgainReason(source: string): string | null;
export declare function databaseTests(
  root: string,
  folder?: string,
): {
  database: { file: string; reach: string[] }[];
  notAgain: { file: string; reason: string }[];
  other: string[];
};
