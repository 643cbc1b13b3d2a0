// The manifest a build writes beside its files in dist/<dir>/manifest.json (the widget's, the back office's), which
// the pages read to name the hashed files they load and preload.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const cache = new Map<string, { mtimeMs: number; manifest: unknown }>();

/** dist/<dir>/manifest.json, read again when a build changes it; null before that part is built. */
export function distManifest<M>(distDir: string, dir: string): M | null {
  const file = join(distDir, dir, "manifest.json");
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.manifest as M | null;
  let manifest: M | null = null;
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as M;
  } catch {
    // mid-rebuild: the next request reads it again
  }
  cache.set(file, { mtimeMs, manifest });
  return manifest;
}
