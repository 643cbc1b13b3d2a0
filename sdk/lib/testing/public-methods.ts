/** Function-valued properties along the prototype chain, minus "_" helpers: what a caller sees as the API. */
export function publicMethods(value: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = value; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name === "constructor" || name.startsWith("_")) continue;
      if (typeof Object.getOwnPropertyDescriptor(o, name)?.value === "function") names.add(name);
    }
  }
  return [...names].sort();
}
