// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { releaseWaitingControls, waitingControl } from "./waiting-control.ts";

describe("waiting controls", () => {
  it("are plain `disabled` props in the browser (the first client render is the enabled one)", () => {
    expect(waitingControl(false)).toEqual({ disabled: false });
    expect(waitingControl(true)).toEqual({ disabled: true });
  });

  it("lose `disabled` and their mark when released; controls disabled for their own reason keep it", () => {
    const root = document.createElement("div");
    root.innerHTML =
      "<button disabled data-tc-wait>+</button><button disabled>−</button><select disabled data-tc-wait></select>";
    releaseWaitingControls(root);
    expect([...root.children].map((c) => [c.hasAttribute("disabled"), c.hasAttribute("data-tc-wait")])).toEqual([
      [false, false],
      [true, false],
      [false, false],
    ]);
  });
});
