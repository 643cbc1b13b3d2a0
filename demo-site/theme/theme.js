// The theme page (/demo/theme, demo-site/server/pages/theme-page.ts): every control sets one custom property of the
// live <ticket-checkout>, and the snippet and CSS below follow. The checkout reads its colours once, when it
// mounts (it derives readable text from them then), so new colours go to a new element that replaces it (the old
// one never shows a half-applied palette); type and corners apply at once. Only what differs from the defaults
// goes into the CSS to copy.

const $ = (id) => document.getElementById(id);
const form = $("theme-form");
const origin = document.querySelector("main").dataset.origin;
/** The page's own words in its language (the server puts them on <main>). */
const texts = document.querySelector("main").dataset;
const properties = [...form.querySelectorAll("[name^='--tc-']")];
let preview = document.querySelector("#preview-host ticket-checkout");

const PRESETS = {
  default: {},
  coral: {
    "--tc-primary": "#e4572e",
    "--tc-radius": "2px",
    "--tc-font": '"Gill Sans", "Trebuchet MS", Calibri, sans-serif',
  },
  forest: {
    "--tc-primary": "#0b6e4f",
    "--tc-success": "#1f9d55",
    "--tc-surface": "#eef4f0",
    "--tc-border": "#cfdcd4",
    "--tc-radius": "14px",
  },
  night: {
    "--tc-primary": "#a5b4fc",
    "--tc-primary-contrast": "#111827",
    "--tc-success": "#34d399",
    "--tc-warning": "#fbbf24",
    "--tc-danger": "#f87171",
    "--tc-text": "#f3f4f6",
    "--tc-muted": "#9ca3af",
    "--tc-background": "#111827",
    "--tc-surface": "#1f2937",
    "--tc-border": "#374151",
    "--tc-focus": "#93c5fd",
  },
  pale: {
    "--tc-primary": "#ffcc00",
    "--tc-success": "#7fffd4",
    "--tc-danger": "#ff6b6b",
    "--tc-warning": "#ffb347",
    "--tc-border": "#eeeeee",
    "--tc-muted": "#aaaaaa",
    "--tc-focus": "#9ecbff",
  },
};

/** A control's value as CSS (ranges carry their unit). */
const cssValue = (input) => input.value.trim() + (input.dataset.unit ?? "");
const isColour = (input) => input.type === "text";
const valid = (input) => !isColour(input) || CSS.supports("color", input.value.trim());

/** The properties that differ from the defaults, as `[name, value]`. */
function changed() {
  return properties
    .filter((input) => valid(input) && cssValue(input) !== input.dataset.default)
    .map((input) => [input.name, cssValue(input)]);
}

function renderOutput() {
  const lang = $("lang").value;
  const element = `<ticket-checkout event="${$("event").value}"${lang ? ` lang="${lang}"` : ""}></ticket-checkout>`;
  $("snippet-out").textContent = `<script async crossorigin src="${origin}/loader.js"></script>\n${element}`;
  const rules = changed();
  $("css-out").textContent = rules.length
    ? `ticket-checkout {\n${rules.map(([name, value]) => `  ${name}: ${value};`).join("\n")}\n}`
    : texts.cssDefaults;
}

/** Sets the valid properties on `element`: all of them, or all but the colours. */
function applyProperties(element, { colours }) {
  for (const input of properties) {
    input.setAttribute("aria-invalid", String(!valid(input)));
    if (valid(input) && (colours || !isColour(input))) element.style.setProperty(input.name, cssValue(input));
  }
}

let remountTimer;
/** A new checkout element with the same attributes and every property: it mounts and reads the colours anew. */
function remountSoon() {
  clearTimeout(remountTimer);
  remountTimer = setTimeout(() => {
    const fresh = preview.cloneNode(false);
    fresh.removeAttribute("data-tc-painted");
    applyProperties(fresh, { colours: true });
    preview.replaceWith(fresh);
    preview = fresh;
  }, 250);
}

function update({ remount }) {
  applyProperties(preview, { colours: false });
  renderOutput();
  if (remount) remountSoon();
}

form.addEventListener("input", (event) => {
  const input = event.target;
  if (input.type === "color") {
    $(input.dataset.for).value = input.value;
  } else if (isColour(input) && /^#[0-9a-f]{6}$/i.test(input.value.trim())) {
    $(`${input.id}-picker`).value = input.value.trim();
  }
  if (input.type === "range") $(`${input.id}-out`).textContent = cssValue(input);
  update({ remount: input.type === "color" || isColour(input) });
});

$("event").addEventListener("change", () => {
  preview.setAttribute("event", $("event").value);
  renderOutput();
});
$("lang").addEventListener("change", () => {
  if ($("lang").value) preview.setAttribute("lang", $("lang").value);
  else preview.removeAttribute("lang");
  renderOutput();
  remountSoon(); // the element's strings load with its language
});

for (const button of form.querySelectorAll("[data-preset]")) {
  button.addEventListener("click", () => {
    const preset = PRESETS[button.dataset.preset];
    for (const input of properties) {
      const value = preset[input.name] ?? input.dataset.default;
      input.value = input.dataset.unit ? String(parseInt(value, 10)) : value;
      if (input.type === "range") $(`${input.id}-out`).textContent = cssValue(input);
      if (isColour(input)) $(`${input.id}-picker`).value = value;
    }
    update({ remount: true });
  });
}

for (const button of document.querySelectorAll("[data-copy]")) {
  button.addEventListener("click", async () => {
    const text = $(button.dataset.copy).textContent;
    try {
      await navigator.clipboard.writeText(text);
      $("copy-status").textContent = button.dataset.copy === "css-out" ? texts.copiedCss : texts.copiedSnippet;
    } catch {
      getSelection().selectAllChildren($(button.dataset.copy));
      $("copy-status").textContent = texts.copyByHand;
    }
  });
}

renderOutput();
