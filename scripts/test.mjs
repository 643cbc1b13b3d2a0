// `npm test`: type check (beside the next two), build, unit tests (vitest + happy-dom), format check (Prettier) and
// lint (ESLint), browser tests (Playwright + Debian's Chromium). It never skips the browser tests: without a Chromium
// it installs Debian's package when it can (root on Debian) and otherwise stops with a one-line instruction. The same
// for PostgreSQL, which the store suites run on beside SQLite (scripts/postgres-for-tests.mjs; the URL goes to vitest
// as TEST_DATABASE_URL), for WebKitGTK, which the WebKit smoke test (scripts/webkit-smoke.mjs) drives after the
// Playwright tests, and for LibreOffice, whose `soffice --headless --convert-to csv` reads the exports' XLSX in a
// unit test.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { chromiumCandidates } from "./chromium-candidates.mjs";
import { ensurePostgres } from "./postgres-for-tests.mjs";
import { ensureWebKit } from "./webkit-driver.mjs";

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: "inherit", ...opts }).status ?? 1;
const step = (name) => console.log(`\n=== ${name} ===`);

function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return chromiumCandidates.find((p) => existsSync(p));
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium).");
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium"], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    "Browser tests need Chromium: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH) and retry.",
  );
  process.exit(1);
}

/** LibreOffice's Calc without a GUI: Debian's -nogui packages when they exist, else the full ones. */
function ensureLibreOffice() {
  const found = () => spawnSync("soffice", ["--version"], { stdio: "ignore" }).status === 0;
  if (found()) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("No LibreOffice found: installing Debian's libreoffice-calc (apt-get, no recommends).");
    run("apt-get", ["update", "-qq"]);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const install = (pkgs) => run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...pkgs], { env });
    if (install(["libreoffice-core-nogui", "libreoffice-calc-nogui"]) !== 0) install(["libreoffice-calc"]);
    if (found()) return;
  }
  console.error("The export test needs LibreOffice: run `sudo apt-get install -y libreoffice-calc` and retry.");
  process.exit(1);
}

const chromium = ensureChromium();
ensureLibreOffice();
ensureWebKit();
// The store suites run on SQLite and PostgreSQL: find (or install and start) a PostgreSQL server for them.
const testDatabaseUrl = await ensurePostgres();
console.log(`PostgreSQL for the tests: ${testDatabaseUrl.replace(/\/\/[^@/]*@/, "//…@")}`);
process.env.TEST_DATABASE_URL = testDatabaseUrl;
mkdirSync(".test-results", { recursive: true });

/** A command run beside the others, its output kept to be printed when it is awaited. */
function beside(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => resolve({ code: code ?? 1, out }));
  });
}
// The type check runs beside the build and the unit tests (it needs neither; about 13 s saved); its output is
// printed, and a failure stops the run, before the browser tests. The format check and the linter come after the
// unit tests, not beside them: the linter builds the whole program's types too, and the unit suites that time a
// killed worker's connections should not share the two cores with it.
const typeCheck = beside("npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);

step("build");
if (run("node", ["build.mjs"]) !== 0) process.exit(1);

step("unit tests (vitest)");
const unitStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=.test-results/vitest.json",
]);

step("type check");
const typed = await typeCheck;
process.stdout.write(
  typed.out
    .split("\n")
    .filter((line) => !/Unknown user config/.test(line))
    .join("\n"),
);
if (typed.code !== 0) process.exit(1);
console.log("tsc: no errors");

step("format check (prettier) and lint (eslint)");
if (run("npx", ["prettier", "--check", "--log-level", "warn", "."]) !== 0) {
  console.error("Unformatted files (listed above): run `npm run format` and commit the result.");
  process.exit(1);
}
if (run("npx", ["eslint", "--max-warnings", "0", "."]) !== 0) process.exit(1);
console.log("prettier: every file formatted; eslint: no findings");

step("browser tests (playwright, " + chromium + ")");
const e2eStatus = run("npx", ["playwright", "test"], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});

step("WebKit smoke test (WebKitGTK)");
const webkitStatus = run("node", ["scripts/webkit-smoke.mjs"]);

function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 1 };
  }
}
// Failed tests, plus each test file that failed with none of its tests failing (it could not load). Not
// numFailedTestSuites: vitest counts the file and every describe around a failed test there, so one failure read 3.
const unit = counts(".test-results/vitest.json", (j) => ({
  passed: j.numPassedTests,
  failed:
    j.numFailedTests +
    j.testResults.filter((f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed")).length,
}));
const e2e = counts(".test-results/playwright.json", (j) => ({
  passed: j.stats.expected,
  failed: j.stats.unexpected + j.stats.flaky,
}));
const webkit = counts(".test-results/webkit.json", (j) => ({ passed: j.passed, failed: j.failed }));
console.log(
  `\nunit: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed; ` +
    `webkit: ${webkit.passed} passed, ${webkit.failed} failed`,
);
const passed = unit.passed + e2e.passed + webkit.passed;
const failed =
  unit.failed +
  e2e.failed +
  webkit.failed +
  (unitStatus !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0) +
  (webkitStatus !== 0 && webkit.failed === 0 ? 1 : 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(unitStatus === 0 && e2eStatus === 0 && webkitStatus === 0 && passed > 0 ? 0 : 1);
