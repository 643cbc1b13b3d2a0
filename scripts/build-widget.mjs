/** Placeholder until the widget lands: builds dist/widget/* and dist/loader.js. */
export async function buildWidget() {}
