import type { BuildOptions } from "esbuild";
/** esbuild options for the reference server bundle (shared by the build and the child-process tests). */
export function serverEsbuildOptions(entryPoint: string, outfile: string): BuildOptions;
/** Bundles the reference server into dist/server. */
export function buildServer(): Promise<void>;
