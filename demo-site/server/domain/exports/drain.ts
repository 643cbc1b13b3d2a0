// Backpressure for the export writers: wait while the client reads slower than the database gives rows. A client
// that goes away mid-export ends the wait with an error (a closed response never drains), so the export stops
// reading the database instead of waiting for ever.
import type { Writable } from "node:stream";

export async function drained(out: Writable): Promise<void> {
  if (out.destroyed) throw new Error("The client closed the connection before the export was complete.");
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off("drain", onDrain);
      out.off("close", onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error("The client closed the connection before the export was complete."));
    out.on("drain", onDrain);
    out.on("close", onClose);
  });
}
