import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { sanitizeBasicHtml } from "../../demo-site/server/domain/html.ts";
import { ORGANIZER_HTML } from "../../tests/fixtures/organizer-html-corpus.ts";
import { SanitizedHtml } from "../ui/SanitizedHtml.tsx";
import { sanitizeOrganizerHtml } from "./organizer-html.ts";

/** The widget's description box as its client render writes it for `html` ("" when it renders no box). */
function rendered(html: string): string {
  const box = document.createElement("div");
  const root = createRoot(box);
  flushSync(() => root.render(<SanitizedHtml html={html} className="d" part="d" />));
  const out = box.innerHTML;
  root.unmount();
  return out;
}

/** What the browser makes of `html` as an element's content, serialized again. */
function reparsed(html: string): string {
  const box = document.createElement("div");
  box.innerHTML = html;
  return box.innerHTML;
}

describe("organizer HTML: the server's markup and the widget sanitize alike", () => {
  it.each(ORGANIZER_HTML.map((e) => [e.name, e.html]))("%s", (_name, html) => {
    const server = sanitizeBasicHtml(html).value; // what the markup route paints
    // The client renders the box the markup has (none for an empty result) with the same HTML in it.
    expect(rendered(html)).toBe(server ? `<div class="d" part="d">${server}</div>` : "");
    expect(reparsed(server)).toBe(server); // React's later innerHTML write changes nothing
    expect(server).not.toMatch(/<(script|style|iframe|svg|form|input|button|noscript)\b|\son\w+=|javascript:|data:/i);
  });

  it("keeps formatting, images, links (new tab, no opener), lists and tables; drops what runs or styles", () => {
    const clean = (html: string) => sanitizeOrganizerHtml(html);
    expect(clean('<img src="https://example.org/a.png" alt="Stage" width="200">')).toBe(
      '<img src="https://example.org/a.png" alt="Stage" width="200">',
    );
    expect(clean('<img src=x onerror="alert(1)">')).toBe('<img src="x">');
    expect(clean('<a href="https://example.org/?a=1&amp;b=2" target="_self">x</a>')).toBe(
      '<a href="https://example.org/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href=" jav&#x09;ascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean("<table><tr><td>a<td>b</table>")).toBe("<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>");
    expect(clean("<p>one<ul><li>a<li>b</ul>")).toBe("<p>one</p><ul><li>a</li><li>b</li></ul>");
    expect(clean("<b>x<i>y</b>z</i>")).toBe("<b>x<i>y</i></b>z");
    expect(clean('<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script>ok')).toBe("<p>Hi</p>ok");
    expect(clean("<svg><svg></svg><script>alert(1)</script></svg>after")).toBe("after");
    expect(clean("Fish &amp; chips &lt;3 &euro;5&nbsp;&bogus; 1 < 2")).toBe(
      "Fish &amp; chips &lt;3 €5&nbsp;&amp;bogus; 1 &lt; 2",
    );
    expect(clean("<img>")).toBe("<img>");
    expect(clean("<!-- x --><iframe src=//e></iframe>")).toBe("");
  });
});
