/** Gzip bytes of one side of a row: (a) up front and (b) including on-demand chunks. */
export interface SideSize {
  upfront: number;
  total: number;
  files: number;
}

/** One bench row: braintree-web's size and ours (or the error our side failed with). */
export interface SdkRow {
  label: string;
  bt: SideSize;
  ours: (SideSize & { error?: undefined }) | { error: string; upfront?: undefined; total?: undefined };
}

/** Ours (a) may be at most this share of braintree-web's (a), per row. */
export const BUDGET: number;

/** Measures every row for both sides with the same esbuild settings. */
export function measureSdkRows(): Promise<SdkRow[]>;

/** Prints the table; resolves the number of rows over budget. */
export function benchSdk(): Promise<{ failures: number }>;
