/** Placeholder until the SDK lands. */
export async function benchSdk() {}
