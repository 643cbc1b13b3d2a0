// A valibot schema's verdict on a request body as TanStack Form's field errors: the app checks a body with the
// server's own schema before sending it, so a person sees the same rule next to the field instead of after a 400.
import * as v from "valibot";

/** undefined when the body passes; else { fields: { <top-level key>: <first message> } } (and a form message). */
export function schemaErrors(
  schema: v.GenericSchema,
  body: unknown,
  fieldOf: (key: string) => string = (key) => key,
): { form?: string; fields: Record<string, string> } | undefined {
  const result = v.safeParse(schema, body);
  if (result.success) return undefined;
  const fields: Record<string, string> = {};
  let form: string | undefined;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === "string") fields[fieldOf(key)] ??= issue.message;
    else form ??= issue.message;
  }
  return form ? { form, fields } : { fields };
}

/** Refused before sending: what the server's schema says is wrong, one "field: message" per line. */
export class InvalidInput extends Error {
  override name = "InvalidInput";
}

/** Throws InvalidInput when `body` fails `schema`; returns it unchanged otherwise. */
export function checked<T>(schema: v.GenericSchema, body: T, label: (key: string) => string = (key) => key): T {
  const errors = schemaErrors(schema, body);
  if (!errors) return body;
  const lines = Object.entries(errors.fields).map(([key, message]) => `${label(key)}: ${message}`);
  if (errors.form) lines.unshift(errors.form);
  throw new InvalidInput(lines.join("\n"));
}
