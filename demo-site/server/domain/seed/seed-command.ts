// `npm run seed -- file.json [--reset [--force]]`: imports a seed file into the configured database (DATABASE_PATH or
// DATABASE_URL) and exits. The file is read relative to the current folder (npm runs scripts from the repository's).
import { resolve } from "node:path";
import type { Store } from "../../store/index.ts";
import { importSeed, readSeedFile, resetAndLoadSeed, SeedError } from "./seed.ts";

const USAGE = "usage: npm run seed -- <file.json> [--reset [--force]]";

/**
 * Without flags: adds and updates organizers, events, ticket types, vouchers and guests, deletes nothing, keeps every
 * order. `--reset`: deletes everything first, refused while orders exist unless `--force` too. Exit codes: 0 done,
 * 1 refused or invalid (nothing changed), 2 usage.
 */
export async function runSeedCommand(openStore: () => Promise<Store>, args: readonly string[]): Promise<number> {
  const flags = new Set(args.filter((a) => a.startsWith("--")));
  const files = args.filter((a) => !a.startsWith("--"));
  const unknown = [...flags].filter((f) => f !== "--reset" && f !== "--force");
  if (files.length !== 1 || unknown.length > 0 || (flags.has("--force") && !flags.has("--reset"))) {
    console.error(unknown.length > 0 ? `seed: unknown option ${unknown.join(", ")}\n${USAGE}` : USAGE);
    return 2;
  }
  const file = resolve(files[0]!);
  let seed;
  try {
    seed = readSeedFile(file);
  } catch (err) {
    if (!(err instanceof SeedError)) throw err;
    console.error(err.message);
    return 1;
  }
  const store = await openStore();
  try {
    if (flags.has("--reset")) {
      await resetAndLoadSeed(store, seed, file, { force: flags.has("--force") });
      console.log(`seed: the database was reset and ${file} loaded.`);
      return 0;
    }
    const { added, updated } = await importSeed(store, seed, file);
    const counts = (c: typeof added) =>
      `${c.organizers} organizers, ${c.events} events, ${c.tickets} ticket types, ${c.vouchers} vouchers, ${c.guests} guests`;
    console.log(`seed: ${file} imported; added ${counts(added)}; updated ${counts(updated)}; nothing deleted.`);
    return 0;
  } catch (err) {
    if (!(err instanceof SeedError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await store.close();
  }
}
