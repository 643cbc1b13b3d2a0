/** Placeholder until the SDK lands: builds dist/sdk/*.js and their .d.ts types. */
export async function buildSdk() {}
