/**
 * esbuild `define` that tells the bundled libraries they run in production: jotai reads `import.meta.env?.MODE`
 * (without it, its store runs its development checks); `process.env.NODE_ENV` is for any library that reads it
 * (React did, before the widget moved to Preact).
 * Used by the widget build (every browser) and the server build (the markup route's render).
 */
export const PRODUCTION = {
  "process.env.NODE_ENV": '"production"',
  "import.meta.env": "true",
  "import.meta.env.MODE": '"production"',
};
