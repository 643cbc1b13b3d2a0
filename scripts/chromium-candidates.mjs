/** Where Debian and derivatives put the Chromium binary. */
export const chromiumCandidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"];

/** Flags required on this network-less machine; without them Chromium keeps calling home. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
