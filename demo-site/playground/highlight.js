// A small JavaScript highlighter for the cards' code: comments, strings, keywords and literals get a class each.
// Built with text nodes, so the code's text reaches the page exactly as the function's source has it.

const TOKENS =
  /(\/\/[^\n]*|\/\*[\s\S]*?\*\/)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\b(async|await|function|return|const|let|for|of|if|else|throw|new|import|export|default|typeof)\b|\b(true|false|null|undefined|\d[\d_.]*)\b/g;
const CLASSES = ["", "tok-comment", "tok-string", "tok-keyword", "tok-literal"];

/** `source` as a <code> element whose text is `source`, tokens wrapped in spans. */
export function highlight(source) {
  const code = document.createElement("code");
  let last = 0;
  for (const match of source.matchAll(TOKENS)) {
    if (match.index > last) code.append(source.slice(last, match.index));
    const group = match.findIndex((part, i) => i > 0 && part !== undefined);
    const span = document.createElement("span");
    span.className = CLASSES[group];
    span.textContent = match[0];
    code.append(span);
    last = match.index + match[0].length;
  }
  code.append(source.slice(last));
  return code;
}
