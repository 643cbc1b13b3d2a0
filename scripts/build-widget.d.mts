/** Output files the entry imports statically (what the browser needs before the element can render). */
export function staticClosure(metafile: unknown, entryOutput: string): string[];
/** V8's explicit compile hint, the first line of every step-1 file. */
export const COMPILE_HINT: string;
/** React DOM's client production build with its requires and exports as import and export statements. */
export function reactDomClientAsModule(source: string): string;
/** Builds the production and the demo widget with their loaders; returns the production manifest. */
export function buildWidget(): Promise<{
  entry: string;
  initial: string[];
  step1Locales: Record<string, string[]>;
  files: string[];
  embed: string[];
}>;
/** loader.js's second minification (terser, after esbuild's bundle). */
export function minifyLoader(code: string): Promise<string>;
/** React's CommonJS entry points served as ES modules: specifier → production file (package-relative). */
export const COMMONJS_AS_MODULE: Record<"react" | "react/jsx-runtime" | "react-dom" | "scheduler", string>;
/** The ES module source that stands for one of COMMONJS_AS_MODULE's specifiers, and the file it requires. */
export function commonJsModuleSource(specifier: keyof typeof COMMONJS_AS_MODULE): { file: string; contents: string };
/** The esbuild plugin that serves COMMONJS_AS_MODULE's specifiers (imports only, not requires) as those modules. */
export const commonJsAsModulePlugin: import("esbuild").Plugin;
/** esbuild's options for a browser app split into content-hashed ES module chunks (the widget, the back office). */
export const HASHED_CHUNKS: import("esbuild").BuildOptions;
/** The output file a HASHED_CHUNKS build wrote for `entry`; throws, naming `part`, when there is none. */
export function entryOutputOf(metafile: import("esbuild").Metafile, entry: string, part: string): string;
