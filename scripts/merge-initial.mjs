import { createHash } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { build } from "esbuild";

/**
 * Joins the step-1 files (the entry and the chunks it imports statically) into one module, after esbuild's
 * code splitting has run.
 *
 * Why: Chromium handles each module file in several main-thread tasks (response, body, finish, compile, link),
 * and at 4× CPU on a phone those tasks queue behind the frame that lays out the server's markup: 7 files took
 * 100–150 ms between that frame and the entry's evaluation. One file is one such round.
 *
 * How, without two copies of any module: the joined file re-exports every export of every step-1 chunk under a
 * prefixed name (`<hash>_<name>`), and each chunk file is rewritten as a facade that re-exports those bindings
 * under their old names. The later chunks (steps 2–5, languages) still import `./chunk-<hash>.js` as esbuild wrote
 * them; their import reaches the same, already evaluated module through the facade. The joined file never imports a
 * facade. Every other `./*.js` import (the later chunks' `import()`s) stays as it is.
 *
 * @param {{ outdir: string, metafile: import("esbuild").Metafile, entryOutput: string, initial: string[], target: string[] }} input
 *   `initial`: output paths, the entry first; `target`: the browsers of the split build.
 * @returns {Promise<string>} the joined entry's output path: the entry's name with the joined code's hash
 */
export async function mergeInitialChunks({ outdir, metafile, entryOutput, initial, target }) {
  const chunks = initial.filter((file) => file !== entryOutput);
  const inStep1 = new Set(initial.map((file) => basename(file)));
  const lines = [`import "./${basename(entryOutput)}";`];
  for (const chunk of chunks) {
    const names = metafile.outputs[chunk]?.exports ?? [];
    if (names.length)
      lines.push(
        `export { ${names.map((n) => `${n} as ${exportName(chunk, n)}`).join(", ")} } from "./${basename(chunk)}";`,
      );
  }
  const result = await build({
    stdin: { contents: lines.join("\n"), resolveDir: outdir, sourcefile: "step-1.js", loader: "js" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target, // the split build's own: the second pass must not lower or raise the syntax
    minify: true,
    legalComments: "none",
    // The inputs are esbuild's own output, already tree-shaken; and package.json's `sideEffects` list does not
    // name dist/, which would drop the entry's import (the element's registration) as side-effect free.
    ignoreAnnotations: true,
    logLevel: "warning",
    plugins: [
      {
        name: "later-chunks-stay-apart",
        setup(b) {
          b.onResolve({ filter: /^\.\/[\w-]+\.js$/ }, (args) =>
            inStep1.has(basename(args.path)) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error("widget build: joining the step-1 files produced nothing");
  const hash = createHash("sha256").update(code).digest("base64url").replace(/[-_]/g, "").slice(0, 8).toUpperCase();
  const merged = join(outdir, `${basename(entryOutput).replace(/-\w+\.js$/, "")}-${hash}.js`);
  writeFileSync(merged, code);
  rmSync(entryOutput);
  for (const chunk of chunks) {
    const names = metafile.outputs[chunk]?.exports ?? [];
    writeFileSync(
      chunk,
      `export{${names.map((n) => `${exportName(chunk, n)} as ${n}`).join(",")}}from"./${basename(merged)}";\n`,
    );
  }
  return merged;
}

/** A chunk's export under its joined name: `chunk-5AEOXPLD.js` + `x` → `_5AEOXPLD_x` (export names are identifiers). */
export function exportName(chunk, name) {
  const hash = /^chunk-(\w+)\.js$/.exec(basename(chunk))?.[1];
  if (!hash) throw new Error(`widget build: "${basename(chunk)}" is not named chunk-<hash>.js`);
  return `_${hash}_${name}`;
}
