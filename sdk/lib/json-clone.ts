/** Deep copy through JSON (drops undefined and functions), the copy semantics braintree-web uses for configuration. */
export function jsonClone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
