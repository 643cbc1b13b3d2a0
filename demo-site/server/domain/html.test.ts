// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatDate } from "./events/format-date.ts";
import { escapeHtml, html, sanitizeBasicHtml } from "./html.ts";

describe("html helpers", () => {
  it("escapes every interpolation unless it is already safe HTML", () => {
    const name = `<b onclick="x">"Tom" & 'Jerry'</b>`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      `<p title="&lt;b onclick=&quot;x&quot;&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;">&lt;b onclick=&quot;x&quot;&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</p>`,
    );
    expect(html`<ul>${["a<", html`<li>ok</li>`, null, false]}</ul>`.value).toBe("<ul>a&lt;<li>ok</li></ul>");
    expect(escapeHtml("a&b")).toBe("a&amp;b");
  });

  it.each([
    ["<p>Hi <b>there</b></p>", "<p>Hi <b>there</b></p>"],
    ['<p class="x" onclick="evil()">Hi</p>', "<p>Hi</p>"],
    ["<script>alert(1)</script>ok", "ok"],
    ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<img src=x onerror="alert(1)">', '<img src="x">'],
    ["<!-- <script> -->", ""],
    ["Fish &amp; chips &lt;3 &euro;5", "Fish &amp; chips &lt;3 €5"],
    ["1 < 2 > 0", "1 &lt; 2 &gt; 0"],
    ["line<br/>break", "line<br>break"],
  ])("sanitizes %j to %j", (input, expected) => {
    expect(sanitizeBasicHtml(input).value).toBe(expected);
  });

  it("formats dates in UTC, stating the zone", () => {
    expect(formatDate("2030-07-04T18:00:00Z")).toBe("Thu, 4 Jul 2030, 18:00 UTC");
    expect(formatDate("not a date")).toBe("not a date");
  });
});
