import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { Store } from "../../store/index.ts";
import { randomId } from "../random-id.ts";

export interface MailCatcher {
  /** The loopback port the catcher listens on. */
  port: number;
  close(): Promise<void>;
}

const MAX_SIZE = 20 * 1024 * 1024;

/**
 * The demo's SMTP server (smtp-server on 127.0.0.1, no login, no TLS): every mail it receives goes into the store
 * (`caughtMail`, one row per Message-ID), so /demo/mail in any server process shows it. Nothing is relayed.
 */
export async function startMailCatcher(
  store: Pick<Store, "caughtMail">,
  clock: () => number = Date.now,
  port = 0,
): Promise<MailCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_SIZE,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded)
          return callback(Object.assign(new Error("Message too large"), { responseCode: 552 }));
        keep(store, raw, session.envelope.rcptTo.map((r) => r.address).join(", "), clock()).then(
          () => callback(),
          (err: unknown) =>
            callback(
              Object.assign(new Error(`Not kept: ${err instanceof Error ? err.message : String(err)}`), {
                responseCode: 451,
              }),
            ),
        );
      });
    },
  });
  server.on("error", (err) => console.error("mail catcher:", err.message));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    // exclusive: in a worker of --workers N, a shared listen would go through the cluster's primary, which takes
    // every listen of a worker for its HTTP server's (and all workers would share one catcher).
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function keep(store: Pick<Store, "caughtMail">, raw: Buffer, to: string, now: number): Promise<void> {
  const parsed = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const messageId = parsed.messageId ?? `<caught-${randomId(9)}@catcher>`;
  await store.caughtMail.insert({
    id: `cm_${randomId(9)}`,
    message_id: messageId,
    envelope_to: to,
    subject: parsed.subject ?? "",
    raw: raw.toString("latin1"),
    received_at: now,
  });
}
