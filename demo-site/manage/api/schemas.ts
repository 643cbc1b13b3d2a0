// The request bodies' valibot schemas the forms check before sending. Until the server's catalog schemas
// (demo-site/server/domain/catalog/schemas.ts) exist, these state the contract's fields; then this file
// re-exports the server's.
import * as v from "valibot";

const instant = v.nullable(v.pipe(v.string(), v.isoTimestamp()));

export const eventPatchSchema = v.object({
  version: v.number(),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, "Give the event a name."), v.maxLength(200)),
  description_html: v.string(),
  attention: v.nullable(v.string()),
  venue: v.nullable(v.string()),
  time_zone: v.pipe(v.string(), v.minLength(1, "Choose the event's time zone.")),
  start_date: v.pipe(v.string("Give the start date and time."), v.isoTimestamp()),
  end_date: instant,
  presale_starts_at: instant,
  presale_ends_at: instant,
  force_sold_out: v.boolean(),
});
