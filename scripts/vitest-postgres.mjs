// vitest's global set-up: when TEST_DATABASE_URL is not set (vitest run directly, not through `npm test`), look for
// a PostgreSQL server the way scripts/postgres-for-tests.mjs does, without installing one. None found: the
// PostgreSQL halves of the store suites fail with a line saying how to provide one (never skipped).
import { findPostgres } from "./postgres-for-tests.mjs";

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const url = await findPostgres();
  if (url) process.env.TEST_DATABASE_URL = url;
}
