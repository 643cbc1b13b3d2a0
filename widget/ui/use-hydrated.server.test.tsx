// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated.ts";

describe("useHydrated on the server", () => {
  it("is false in the markup, as in the hydration that takes it over", () => {
    const Probe = () => <p>{useHydrated() ? "client" : "server"}</p>;
    expect(renderToString(<Probe />)).toBe("<p>server</p>");
  });
});
