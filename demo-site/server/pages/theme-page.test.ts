// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_THEME, THEME_COLOUR_NAMES } from "../../../widget/lib/theme-palette.ts";
import type { RunningServer } from "../server.ts";
import { startTestServer, tempDir, writeSeed } from "../testing/in-process.ts";
import { smallSeed } from "../testing/seed-fixtures.ts";
import { THEME_COLOURS } from "./theme-page.ts";

let server: RunningServer;
let hostile: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
  const seed = smallSeed();
  (seed.organizers[0]!.events[0]! as Record<string, unknown>).name = `<img src=x onerror=alert(1)>Show`;
  hostile = await startTestServer({ SEED_FILE: writeSeed(tempDir(), seed) });
});
afterAll(async () => {
  await server.close();
  await hostile.close();
});

describe("/demo/theme", () => {
  it("offers every colour the checkout reads, with the checkout's own defaults", () => {
    expect(THEME_COLOURS.map((c) => c.name)).toEqual(THEME_COLOUR_NAMES.map((n) => `--tc-${n}`));
    for (const colour of THEME_COLOURS)
      expect(colour.value, colour.name).toBe(DEFAULT_THEME[colour.name.slice(5) as keyof typeof DEFAULT_THEME]);
  });

  it("shows a live checkout of the chosen event (101 by default), the controls, and the snippet to copy", async () => {
    const res = await fetch(server.origin + "/demo/theme");
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('<ticket-checkout event="101"></ticket-checkout>');
    expect(body).toContain(`<script async crossorigin src="${server.origin}/loader.js"></script>`);
    for (const name of [...THEME_COLOURS.map((c) => c.name), "--tc-font", "--tc-font-size", "--tc-radius"])
      expect(body).toContain(`name="${name}"`);
    expect(await (await fetch(server.origin + "/demo/theme?event=109")).text()).toContain(
      '<ticket-checkout event="109"></ticket-checkout>',
    );
    // An unknown event falls back to the default one.
    expect(await (await fetch(server.origin + "/demo/theme?event=999")).text()).toContain(
      '<ticket-checkout event="101"></ticket-checkout>',
    );
    const script = await fetch(server.origin + "/demo/theme.js");
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toContain("remountSoon");
  });

  it("escapes the events' names", async () => {
    const body = await (await fetch(hostile.origin + "/demo/theme")).text();
    expect(body).not.toContain("<img src=x");
    expect(body).toContain("&lt;img src=x onerror=alert(1)&gt;Show");
  });
});
