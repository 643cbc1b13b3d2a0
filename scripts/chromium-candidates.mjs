/** Where Debian and derivatives put the Chromium binary. */
export const chromiumCandidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"];
