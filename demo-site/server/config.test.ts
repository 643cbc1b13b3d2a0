// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

describe("readConfig: the database", () => {
  it("DATABASE_URL (postgres:// or postgresql://) chooses PostgreSQL with its pool size; without it, the SQLite file", () => {
    expect(readConfig({ DATABASE_URL: "postgres://u@db:5432/t", DATABASE_POOL_SIZE: "4" }, "/app")).toMatchObject({
      databaseUrl: "postgres://u@db:5432/t",
      poolSize: 4,
    });
    expect(readConfig({ DATABASE_URL: "postgresql://db/t" }, "/app")).toMatchObject({
      databaseUrl: "postgresql://db/t",
      poolSize: 4,
    });
    expect(readConfig({}, "/app")).toMatchObject({
      databaseUrl: null,
      databasePath: "/app/demo-site/.data/demo.sqlite",
    });
  });

  it("refuses another kind of URL (without echoing its password) and a pool under 2, saying what it expects", () => {
    expect(() => readConfig({ DATABASE_URL: "mysql://me:secret@db/t" }, "/app")).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL; got "mysql://…@db/t". Unset it to use the SQLite file (DATABASE_PATH).',
    );
    expect(() => readConfig({ DATABASE_URL: "postgres://db/t", DATABASE_POOL_SIZE: "1" }, "/app")).toThrow(
      'DATABASE_POOL_SIZE must be an integer from 2 to 1000 (connections per process); got "1".',
    );
  });

  it("prepares statements unless DATABASE_PREPARED_STATEMENTS=off, and refuses any other value", () => {
    expect(readConfig({ DATABASE_URL: "postgres://db/t" }, "/app").preparedStatements).toBe(true);
    expect(
      readConfig({ DATABASE_URL: "postgres://db/t", DATABASE_PREPARED_STATEMENTS: "OFF" }, "/app").preparedStatements,
    ).toBe(false);
    expect(() => readConfig({ DATABASE_PREPARED_STATEMENTS: "no" }, "/app")).toThrow(
      'DATABASE_PREPARED_STATEMENTS must be "on" or "off" (off for a pooler in transaction mode that cannot keep prepared statements); got "no".',
    );
  });
});
