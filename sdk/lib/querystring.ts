function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Encodes nested data the way the gateway's client API reads it: `a[b]=1`, arrays as `a[]=x`.
 * A null value is written as "null", like braintree-web does.
 */
export function stringifyQuery(params: Record<string, unknown> | unknown[], namespace?: string): string {
  const parts: string[] = [];
  const isArray = Array.isArray(params);
  for (const [key, value] of Object.entries(params)) {
    const name = namespace ? (isArray ? `${namespace}[]` : `${namespace}[${key}]`) : key;
    if (isObject(value)) parts.push(stringifyQuery(value as Record<string, unknown>, name));
    else parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return parts.join("&");
}

/** Appends `params` to `url` as a query string (nothing when params is empty). */
export function appendQuery(url: string, params: unknown): string {
  if (!isObject(params) || Object.keys(params).length === 0) return url;
  let result = url;
  if (!result.includes("?")) result += "?";
  if (result.includes("=")) result += "&";
  return result + stringifyQuery(params as Record<string, unknown>);
}
