// Pretty-printed JSON as DOM: the same text as JSON.stringify(value, null, 2), with keys, strings, numbers and
// literals in their own spans, and an error's `code` marked so it stands out.

function span(className, text) {
  const node = document.createElement("span");
  node.className = className;
  node.textContent = text;
  return node;
}

function emit(parent, value, indent, markKey) {
  if (value === null || typeof value !== "object") {
    if (typeof value === "string") parent.append(span("j-str", JSON.stringify(value)));
    else if (typeof value === "number") parent.append(span("j-num", String(value)));
    else parent.append(span("j-lit", String(value)));
    return;
  }
  const entries = Array.isArray(value) ? value.map((v) => [null, v]) : Object.entries(value);
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) return parent.append(open + close);
  parent.append(open + "\n");
  entries.forEach(([key, item], i) => {
    parent.append("  ".repeat(indent + 1));
    if (key !== null) parent.append(span("j-key", JSON.stringify(key)), ": ");
    if (key === markKey && typeof item === "string") {
      const mark = document.createElement("mark");
      mark.className = "error-code";
      mark.dataset.testid = "error-code";
      mark.textContent = JSON.stringify(item);
      parent.append(mark);
    } else emit(parent, item, indent + 1, undefined);
    parent.append(i < entries.length - 1 ? ",\n" : "\n");
  });
  parent.append("  ".repeat(indent) + close);
}

/**
 * A <pre> showing `value` as indented JSON (after a JSON round trip: functions and undefined fields go, as in
 * JSON.stringify). `markKey`: a top-level key whose string value is highlighted (an error's "code").
 */
export function jsonView(value, markKey) {
  const pre = document.createElement("pre");
  pre.className = "json";
  const normal = value === undefined ? "(resolved, no value)" : JSON.parse(JSON.stringify(value) ?? "null");
  emit(pre, normal, 0, markKey);
  return pre;
}
