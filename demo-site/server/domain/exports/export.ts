// An event's export (orders or attendees, CSV or XLSX) for the back office: checked to be the organizer's event,
// audited (who exported what, never the rows), then streamed page by page from the database to the client.
import { recordAudit, type AuditActor } from "../audit/record.ts";
import { ownEvent } from "../catalog/common.ts";
import type { Deps } from "../deps.ts";
import type { Writable } from "node:stream";
import { ATTENDEE_HEADER, ORDER_HEADER, type ExportKind } from "./columns.ts";
import { writeCsv } from "./csv.ts";
import { exportPages } from "./pages.ts";
import { writeXlsx } from "./xlsx.ts";

export type ExportFormat = "csv" | "xlsx";

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export interface PreparedExport {
  filename: string;
  contentType: string;
  /** Streams the export into `out` and ends it. */
  write(out: Writable): Promise<void>;
}

export async function prepareExport(
  deps: Pick<Deps, "store" | "clock">,
  actor: AuditActor,
  organizerId: number,
  eventId: number,
  kind: ExportKind,
  format: ExportFormat,
): Promise<PreparedExport> {
  await ownEvent(deps.store, organizerId, eventId);
  await deps.store.transaction((tx) =>
    recordAudit(tx, {
      actor,
      organizerId,
      eventId,
      action: `export.${kind}`,
      target: `event:${eventId}`,
      after: { format },
      at: deps.clock(),
    }),
  );
  const header = kind === "orders" ? ORDER_HEADER : ATTENDEE_HEADER;
  const pages = () => exportPages(deps.store, eventId, kind);
  return {
    filename: `event-${eventId}-${kind}.${format}`,
    contentType: CONTENT_TYPES[format],
    write: (out) => (format === "csv" ? writeCsv(out, header, pages()) : writeXlsx(out, kind, header, pages())),
  };
}
