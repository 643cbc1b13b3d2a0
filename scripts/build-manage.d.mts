/** Builds the back office's app into dist/manage/ and returns its manifest. */
export function buildManage(): Promise<{ entry: string; initial: string[]; css: string; files: string[] }>;
