/**
 * Encodes params the way the gateway's client API reads GET queries: nested objects as `outer[inner]=`,
 * arrays as `list[]=`, every name and value URI-encoded.
 */
export function stringifyQuery(params: object, namespace?: string): string {
  return Object.entries(params)
    .map(([key, value]) => {
      const name = namespace ? `${namespace}[${Array.isArray(params) ? "" : key}]` : key;
      return typeof value === "object" && value !== null
        ? stringifyQuery(value, name)
        : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
    })
    .join("&");
}

/** `url` with params appended as a query string (after "?" or "&" as needed); unchanged for no params. */
export function appendQuery(url: string, params: object): string {
  if (!Object.keys(params).length) return url;
  return url + (url.includes("?") ? "" : "?") + (url.includes("=") ? "&" : "") + stringifyQuery(params);
}
