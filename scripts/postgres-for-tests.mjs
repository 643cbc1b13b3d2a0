// The PostgreSQL server the tests run the PostgreSQL half of their suites on. In order: TEST_DATABASE_URL or
// DATABASE_URL when it answers; 127.0.0.1:5432, database `test`, as user postgres, then root (the CI and
// development machines run that server); else, as root on Debian, Debian's `postgresql` package and a throwaway
// cluster in a temporary folder on a port of its own, stopped and deleted when this process exits; else one line
// saying what to do, and exit 1. Never a silent skip: the tests' PostgreSQL half would then not run at all.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const candidates = () =>
  [
    process.env.TEST_DATABASE_URL,
    /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "") ? process.env.DATABASE_URL : undefined,
    "postgres://postgres@127.0.0.1:5432/test",
    "postgres://root@127.0.0.1:5432/test",
  ].filter(Boolean);

/** Whether a server answers `SELECT 1` at `url` within 3 s. */
export async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The first candidate that answers, or null (nothing installed, nothing started). */
export async function findPostgres() {
  for (const url of candidates()) if (await answers(url)) return url;
  return null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export function postgresBinDir() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin/initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

const run = (cmd, args, opts = {}) =>
  spawnSync(cmd, args, { stdio: ["ignore", "inherit", "inherit"], ...opts }).status ?? 1;

/**
 * A throwaway cluster as the postgres user (initdb refuses root) in a temporary folder, on a free port, with a
 * database `test`: `{ url, stop }` (stop: shut down and delete), or null when a step failed.
 */
export async function startThrowawayCluster(bin) {
  const dir = mkdtempSync(join(tmpdir(), "tc-postgres-"));
  chownSync(dir, ...uidGid("postgres"));
  const port = await freePort();
  const asPostgres = (cmd, args) => run("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args]);
  if (asPostgres("initdb", ["-D", join(dir, "data"), "-A", "trust", "-U", "postgres", "--no-sync"]) !== 0) return null;
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const stop = () => {
    asPostgres("pg_ctl", ["-D", join(dir, "data"), "-m", "immediate", "stop"]);
    rmSync(dir, { recursive: true, force: true });
  };
  if (asPostgres("pg_ctl", ["-D", join(dir, "data"), "-o", options, "-l", join(dir, "log"), "-w", "start"]) !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  if (asPostgres("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "test"]) !== 0) {
    stop();
    return null;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/test`, stop };
}

function uidGid(user) {
  const out = spawnSync("id", ["-u", user], { encoding: "utf8" }).stdout.trim();
  const gid = spawnSync("id", ["-g", user], { encoding: "utf8" }).stdout.trim();
  return [Number(out), Number(gid)];
}

/**
 * A PostgreSQL URL for the tests, installing and starting one when none answers and this is root on Debian;
 * otherwise prints one line with what to do and exits 1.
 */
export async function ensurePostgres() {
  const found = await findPostgres();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    let bin = postgresBinDir();
    if (!bin) {
      console.log("No PostgreSQL answers: installing Debian's postgresql package (apt-get install -y postgresql).");
      run("apt-get", ["update", "-qq"]);
      run("apt-get", ["install", "-y", "-qq", "postgresql"], {
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
      bin = postgresBinDir();
    }
    if (bin) {
      console.log("Starting a throwaway PostgreSQL cluster for the tests.");
      const cluster = await startThrowawayCluster(bin);
      if (cluster) process.once("exit", cluster.stop);
      if (cluster && (await answers(cluster.url))) return cluster.url;
    }
  }
  console.error(
    "The tests need PostgreSQL: start one at 127.0.0.1:5432 with a database `test` (user postgres or root, trust authentication), or set TEST_DATABASE_URL=postgres://…, and retry.",
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await ensurePostgres());
