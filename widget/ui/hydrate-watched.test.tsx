import { afterEach, describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated.ts";
import { hydrateWatched } from "./hydrate-watched.ts";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  performance.clearMarks("tc:hydration-error");
});

function shadowWith(html: string): ShadowRoot {
  const host = document.createElement("div");
  document.body.append(host);
  const shadow = host.attachShadow({ mode: "open" });
  shadow.innerHTML = html;
  return shadow;
}

const Row = ({ label }: { label: string }) => <p className="tc-row">{label}</p>;

describe("hydrateWatched", () => {
  it("keeps the server's nodes and reports nothing when the render matches", () => {
    const shadow = shadowWith('<p class="tc-row">Standard</p>');
    const row = shadow.firstChild;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    hydrateWatched(shadow, <Row label="Standard" />);
    expect(shadow.firstChild).toBe(row);
    expect(error).not.toHaveBeenCalled();
    expect(performance.getEntriesByName("tc:hydration-error")).toHaveLength(0);
  });

  it("reports a text the render rewrites, with where it was, and marks it", () => {
    const shadow = shadowWith('<p class="tc-row">Standard</p>');
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    hydrateWatched(shadow, <Row label="VIP" />);
    expect(shadow.textContent).toBe("VIP");
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![1])).toContain('characterData in tc-row (+0 -0 was "Standard")');
    expect(performance.getEntriesByName("tc:hydration-error")).toHaveLength(1);
  });

  it("reports a node the render adds (two adjacent texts against the server's one)", () => {
    const shadow = shadowWith('<p class="tc-row">Total </p>');
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    hydrateWatched(
      shadow,
      <p className="tc-row">
        {"Total"}
        {" "}
      </p>,
    );
    expect(String(error.mock.calls[0]![1])).toMatch(/childList in tc-row \(\+1 -0/);
  });

  it("renders useHydrated() false while hydrating, then true once its effect has run", async () => {
    const seen: boolean[] = [];
    const Probe = () => {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return <p className="tc-row">{hydrated ? "on" : "off"}</p>;
    };
    const shadow = shadowWith('<p class="tc-row">off</p>');
    hydrateWatched(shadow, <Probe />);
    expect(seen).toEqual([false]);
    await vi.waitFor(() => expect(shadow.textContent).toBe("on"));
    expect(seen).toEqual([false, true]);
  });
});
