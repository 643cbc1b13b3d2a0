import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadExport } from "./dashboard.ts";
import { ApiFailure } from "./http.ts";
import { onReauthChange, settleReauth } from "./reauth.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const csv = (text: string, name: string) =>
  new Response(text, {
    status: 200,
    headers: { "content-type": "text/csv", "content-disposition": `attachment; filename="${name}"` },
  });

/** The links the download clicked: their file names and contents. */
function watchClicks(): { name: string; href: string }[] {
  const clicked: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ name: this.download, href: this.href });
  });
  return clicked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("an export download", () => {
  it("asks for a fresh sign-in when the server wants one, then saves the file under the server's name", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(403, { error: { code: "reauth_required", message: "Sign in again." } }))
      .mockResolvedValueOnce(csv("name\nAda\n", "attendees-201.csv"));
    vi.stubGlobal("fetch", fetch);
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:export";
    });
    const clicked = watchClicks();
    const opened: boolean[] = [];
    const stop = onReauthChange((open) => {
      opened.push(open);
      if (open) settleReauth(true);
    });
    await downloadExport(3, 201, "attendees", "csv");
    stop();
    expect(opened).toEqual([true, false]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]).toEqual([
      "/api/manage/organizers/3/events/201/export/attendees.csv",
      expect.anything(),
    ]);
    expect(clicked).toEqual([{ name: "attendees-201.csv", href: "blob:export" }]);
    expect(await blobs[0]!.text()).toBe("name\nAda\n");
  });

  it("fails with the server's code when refused for another reason, and saves nothing", async () => {
    vi.stubGlobal("fetch", async () => json(403, { error: { code: "forbidden", message: "Your role (door)…" } }));
    const clicked = watchClicks();
    const failure = await downloadExport(3, 201, "orders", "xlsx").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 403, code: "forbidden" });
    expect(clicked).toEqual([]);
  });
});
