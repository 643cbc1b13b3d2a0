import type { BuildOptions } from "esbuild";
/** Module folder names under sdk/ that have an index.ts. */
export function sdkModules(): string[];
/** esbuild options building the SDK modules into `outDir`. */
export function sdkEsbuildOptions(outDir: string, modules?: string[]): BuildOptions;
/** Builds dist/sdk and dist/types (cleans only those two). */
export function buildSdk(): Promise<void>;
