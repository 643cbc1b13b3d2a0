import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

// Hydration is in hydrate-watched.test.tsx; the server's render in use-hydrated.server.test.tsx.
describe("useHydrated in a client render", () => {
  it("is true from the first render: nothing was hydrated", async () => {
    const seen: boolean[] = [];
    const Probe = () => {
      seen.push(useHydrated());
      return null;
    };
    const host = document.createElement("div");
    document.body.append(host);
    await act(async () => createRoot(host).render(<Probe />));
    expect(seen).toEqual([true]);
  });
});
