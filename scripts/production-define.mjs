/**
 * esbuild `define` that tells the bundled libraries they run in production: React picks its build from
 * `process.env.NODE_ENV`, jotai from `import.meta.env?.MODE` (without it, its store runs its development checks).
 * Used by the widget build (every browser) and the server build (the markup route's render).
 */
export const PRODUCTION = { "process.env.NODE_ENV": '"production"', "import.meta.env": "true", "import.meta.env.MODE": '"production"' };
