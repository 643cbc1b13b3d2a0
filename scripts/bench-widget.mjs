/** Placeholder until the widget lands. */
export async function benchWidget() {}
