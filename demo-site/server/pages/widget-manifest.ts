// The widget build's manifest, for the embed page's entry and preload hints.
import { distManifest } from "./dist-manifest.ts";

interface Manifest {
  entry: string;
  initial: string[];
}

/** dist/<widgetDir>/manifest.json; null before the widget is built, or mid-rebuild (no preload hints this time). */
export function widgetManifest(distDir: string, widgetDir: string): Manifest | null {
  return distManifest<Manifest>(distDir, widgetDir);
}
