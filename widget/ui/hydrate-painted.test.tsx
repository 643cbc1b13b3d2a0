import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydratePainted } from "./hydrate-painted.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => document.body.replaceChildren());

function paintedShadow(markup: string): ShadowRoot {
  const host = document.createElement("div");
  document.body.append(host);
  const shadow = host.attachShadow({ mode: "open" });
  shadow.innerHTML = markup;
  return shadow;
}

describe("hydratePainted", () => {
  it("a mismatch leaves one tree: the client's, without the painted copy beside it", async () => {
    const shadow = paintedShadow('<div class="tc-root"><h2>Title</h2></div>');
    const errors = vi.fn();
    const client = (
      <div className="tc-root">
        <h2>Title</h2>
        <div className="tc-ticket-description">x</div>
      </div>
    );
    const root = await act(async () => hydratePainted(shadow, client, errors));
    expect(errors).toHaveBeenCalled();
    expect(shadow.querySelectorAll(".tc-root")).toHaveLength(1);
    expect(shadow.querySelectorAll("h2")).toHaveLength(1);
    expect(shadow.querySelector(".tc-ticket-description")?.textContent).toBe("x");
    act(() => root.unmount());
  });

  it("matching markup is adopted as it is: the painted nodes stay, no error", async () => {
    const shadow = paintedShadow('<div class="tc-root"><h2>Title</h2></div>');
    const painted = shadow.firstElementChild;
    const errors = vi.fn();
    const root = await act(async () =>
      hydratePainted(
        shadow,
        <div className="tc-root">
          <h2>Title</h2>
        </div>,
        errors,
      ),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(shadow.firstElementChild).toBe(painted);
    expect(shadow.children).toHaveLength(1);
    act(() => root.unmount());
  });
});
