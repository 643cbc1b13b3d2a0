/** The widget's stylesheet modules (widget/ui/**\/*styles.ts), each exporting one CSS template literal. */
export const CSS_MODULES: RegExp;
/** The module source with its exported CSS template minified (esbuild's CSS minifier); throws on what it cannot do exactly. */
export function minifyCssTemplates(source: string, file: string): Promise<string>;
/** esbuild plugin applying minifyCssTemplates to CSS_MODULES. */
export const minifyCssTemplatesPlugin: import("esbuild").Plugin;
