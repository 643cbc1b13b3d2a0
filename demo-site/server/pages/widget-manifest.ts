import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

interface Manifest {
  entry: string;
  initial: string[];
}

const cache = new Map<string, { mtimeMs: number; manifest: Manifest | null }>();

/** dist/<widgetDir>/manifest.json (re-read when the build changes it); null before the widget is built. */
export function widgetManifest(distDir: string, widgetDir: string): Manifest | null {
  const file = join(distDir, widgetDir, "manifest.json");
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.manifest;
  let manifest: Manifest | null = null;
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  } catch {
    // mid-rebuild: no preload hints this time
  }
  cache.set(file, { mtimeMs, manifest });
  return manifest;
}
