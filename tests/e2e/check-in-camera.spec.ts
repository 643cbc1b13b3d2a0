import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { launchWithCamera, nativeDetects, provideBarcodeDetector, removeBarcodeDetector } from "./check-in/camera.ts";
import { buyTickets, DoorApi, TICKET_SECRET } from "./check-in/door-api.ts";
import { openPaired, recordVerdicts, timedVerdicts } from "./check-in/scanner-page.ts";
import { blankFrame, damagedQrFrame, hold, qrFrame, readFrame, readY4mFrames, writeY4m } from "./check-in/y4m.ts";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";

// The door scanner's camera, end to end: a real ticket's QR code, read off its issued PDF, re-drawn into the video
// Chromium's fake camera plays (looping every 4 s: a QR code that is no ticket, a damaged code no decoder reads, a
// blank frame, then the ticket held for 2 s). The app must show "unknown" for the first, nothing for the damaged one
// and then still read the ticket: "valid"; the ticket coming round again within the re-scan pause (6 s) is not a
// second scan; after it, "already used". Once through each decoder path: the WASM one (BarcodeDetector removed; the
// .wasm from our server) and the native interface (a page-provided BarcodeDetector; see check-in/camera.ts).

let server: DemoServer;
let api: DoorApi;
test.beforeAll(async () => {
  server = await startDemoServer({ env: { DEMO_MODE: "1", TICKET_SECRET } });
  api = await DoorApi.signIn(server.origin);
});
test.afterAll(async () => {
  await server?.close(); // eslint-disable-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
});

const NOT_A_TICKET = "https://example.org/not-a-ticket";

/** The looping camera video for `code`, checked frame by frame with jsQR after it is written. */
function cameraVideo(code: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "check-in-camera-")), "door.y4m");
  writeY4m(path, [
    ...hold(qrFrame(NOT_A_TICKET), 10),
    ...hold(damagedQrFrame(code), 6),
    ...hold(blankFrame(), 4),
    ...hold(qrFrame(code), 20),
  ]);
  // What the file holds, as a decoder sees it: each run of equal frames read once (jsQR takes ~100 ms a frame).
  const frames = readY4mFrames(readFileSync(path));
  expect(frames).toHaveLength(40);
  const runs = [
    { from: 0, to: 10, reads: NOT_A_TICKET },
    { from: 10, to: 16, reads: null },
    { from: 16, to: 20, reads: null },
    { from: 20, to: 40, reads: code },
  ];
  for (const { from, to, reads } of runs) {
    expect(readFrame(frames[from]!)).toBe(reads);
    for (let i = from + 1; i < to; i++) expect(Buffer.from(frames[i]!).equals(frames[from]!)).toBe(true);
  }
  return path;
}

/** A new gate, a device paired for it through the browser, its ticket on camera; the verdicts the page showed. */
async function scanWithCamera(gate: string, prepare: (page: Page) => Promise<void>) {
  const { codes } = await buyTickets(server.origin, 1);
  const code = codes[0]!;
  expect(code).toMatch(/^TC2\.[A-Za-z0-9_-]{114}$/);
  const list = await api.createList(gate);
  const device = await api.newDevice(`${gate} phone`, [list.id]);
  const browser = await launchWithCamera(cameraVideo(code));
  try {
    const context = await browser.newContext({ permissions: ["camera"], viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const wasm: string[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".wasm")) wasm.push(`${new URL(r.url()).origin} ${r.headers()["content-type"]}`);
    });
    await recordVerdicts(page);
    await prepare(page);
    await openPaired(page, device.pairingUrl);
    await expect
      .poll(async () => (await timedVerdicts(page)).filter((v) => v.verdict !== "unknown").length, {
        timeout: 25_000,
        message: "the ticket read twice, the second after the re-scan pause",
      })
      .toBeGreaterThanOrEqual(2);
    return { seen: await timedVerdicts(page), wasm, nativeCalls: await nativeDetects(page) };
  } finally {
    await browser.close();
  }
}

function expectTicketReadTwice(seen: { verdict: string; at: number }[]): void {
  const ticket = seen.filter((v) => v.verdict !== "unknown");
  expect(ticket.slice(0, 2).map((v) => v.verdict)).toEqual(["valid", "already_redeemed"]);
  // The ticket was in view every 4 s: the read 4 s after the first fell in the re-scan pause and was no scan.
  expect(ticket[1]!.at - ticket[0]!.at).toBeGreaterThanOrEqual(5_500);
  // The code that is no ticket got its verdict, and the damaged and blank frames after it did not stop the next read.
  expect(seen.some((v) => v.verdict === "unknown" && v.at < ticket[0]!.at + 4_000)).toBe(true);
}

test("camera, WASM decoder: a ticket from its PDF is valid, then already used after the re-scan pause", async () => {
  test.setTimeout(90_000);
  const { seen, wasm, nativeCalls } = await scanWithCamera("Camera gate W", removeBarcodeDetector);
  expectTicketReadTwice(seen);
  // zxing's .wasm came from our own server, as WebAssembly.
  expect(wasm.length).toBeGreaterThan(0);
  expect(new Set(wasm)).toEqual(new Set([`${server.origin} application/wasm`]));
  expect(nativeCalls).toBe(0);
});

test("camera, native BarcodeDetector interface: the same flow, and no .wasm fetched", async () => {
  test.setTimeout(90_000);
  const { seen, wasm, nativeCalls } = await scanWithCamera("Camera gate N", provideBarcodeDetector);
  expectTicketReadTwice(seen);
  expect(nativeCalls).toBeGreaterThan(0);
  expect(wasm).toEqual([]);
});
