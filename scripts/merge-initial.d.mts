/** Joins the entry and the chunks it imports statically into one module; the chunks become facades. Returns its path. */
export function mergeInitialChunks(input: {
  outdir: string;
  metafile: unknown;
  entryOutput: string;
  initial: string[];
  target: string[];
}): Promise<string>;
/** A step-1 chunk's export under its joined name. */
export function exportName(chunk: string, name: string): string;
