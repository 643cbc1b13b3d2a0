/** Extensions worth compressing. */
export const COMPRESSIBLE: Set<string>;
/** Files smaller than this get no compressed variants. */
export const MIN_BYTES: number;
/** What each build part serves to browsers (absolute paths: files or directories), by part name. */
export const COMPRESSED_PATHS: { widget: string[]; sdk: string[]; manage: string[] };
/** One compressible file: its size and each kept variant's size (null: none, e.g. not smaller than the file). */
export interface CompressedFile {
  file: string;
  size: number;
  br: number | null;
  gz: number | null;
}
/** Writes <file>.br and <file>.gz next to every compressible file of at least MIN_BYTES under `paths` (files or directories). */
export function compressDist(
  paths: string[],
  options?: { concurrency?: number },
): Promise<{ files: CompressedFile[]; ms: number }>;
/** One log line for a compressDist result. */
export function compressionSummary(result: { files: CompressedFile[]; ms: number }): string;
