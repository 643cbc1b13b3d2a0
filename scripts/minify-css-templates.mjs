import { readFileSync } from "node:fs";
import { transform } from "esbuild";

/**
 * The widget's stylesheets are TypeScript modules whose one export is a CSS template literal
 * (`export const widgetCss = \`...\``): the markup route sends `widgetCss` with every step-1 answer, and the
 * loader parses it before the rows are painted. esbuild minifies the code around such a string but not the CSS
 * in it, so the answer carried every comment, indent and line break (event 101: 10,512 characters, 3,125 B
 * gzip; minified 7,989 and 2,204). Both builds that bundle these files (widget and server) pass them through
 * this, so the server's `css` and the widget's styles chunk stay the same text.
 */
export const CSS_MODULES = /[\\/]widget[\\/]ui[\\/](?:[\w-]+[\\/])?[\w-]*styles\.ts$/;

const TEMPLATE = /(export const \w+Css = )`([^`]*)`;/g;

/** `source` with each exported CSS template minified by esbuild's CSS minifier; refuses what it cannot do exactly. */
export async function minifyCssTemplates(source, file) {
  let out = source;
  let count = 0;
  for (const [whole, head, css] of source.matchAll(TEMPLATE)) {
    // The raw text is the string's value only without escapes and interpolations: anything else is refused.
    if (css.includes("${") || css.includes("\\"))
      throw new Error(`${file}: a CSS template with an interpolation or an escape cannot be minified here`);
    const { code } = await transform(css, { loader: "css", minify: true, logLevel: "silent" });
    out = out.replace(whole, `${head}${JSON.stringify(code.trim())};`);
    count++;
  }
  if (count !== 1) throw new Error(`${file}: expected one exported CSS template, found ${count}`);
  return out;
}

/** esbuild plugin: every module matching CSS_MODULES through minifyCssTemplates. */
export const minifyCssTemplatesPlugin = {
  name: "minify-css-templates",
  setup(build) {
    build.onLoad({ filter: CSS_MODULES }, async ({ path }) => ({
      contents: await minifyCssTemplates(readFileSync(path, "utf8"), path),
      loader: "ts",
    }));
  },
};
