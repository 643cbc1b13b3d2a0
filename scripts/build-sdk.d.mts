import type { BuildOptions } from "esbuild";
/** Module folder names under sdk/ that have an index.ts. */
export function sdkModules(): string[];
/** esbuild options building the SDK modules into `outDir`. */
export function sdkEsbuildOptions(outDir: string, modules?: string[]): BuildOptions;
/** Rewrites "./x.ts" specifiers to "./x.js" in every .d.ts under `dir`. */
export function rewriteDeclarationSpecifiers(dir: string): void;
/** Builds dist/sdk and dist/types (cleans only those two). */
export function buildSdk(): Promise<void>;
/** Frame pages: every sdk/<folder>/frames/<name>.html, with the folder it is in. */
export function sdkFrames(): Array<{ name: string; dir: string }>;
/** Copies the frame pages into `outDir` and bundles each page's <name>.ts to <name>.js; returns the page names. */
export function buildFrames(outDir: string): Promise<string[]>;
