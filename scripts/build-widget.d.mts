/** Output files the entry imports statically (what the browser needs before the element can render). */
export function staticClosure(metafile: unknown, entryOutput: string): string[];
/** V8's explicit compile hint, the first line of every step-1 file. */
export const COMPILE_HINT: string;
/** Builds the production and the demo widget with their loaders; returns the production manifest. */
export function buildWidget(): Promise<{ entry: string; initial: string[]; step1Locales: Record<string, string[]>; files: string[]; embed: string[] }>;
/** loader.js's second minification (terser, after esbuild's bundle). */
export function minifyLoader(code: string): Promise<string>;
