import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Received {
  envelopeTo: string[];
  raw: Buffer;
  mail: ParsedMail;
}

/** A real SMTP server (smtp-server, no login, no TLS) on loopback that keeps every message it accepts, parsed. */
export interface SmtpSink {
  port: number;
  received: Received[];
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/**
 * `ambiguous`: after keeping each of the first N messages, answer 451 anyway, as a server that took a message and
 * then failed to say so: the sender cannot tell it arrived.
 */
export async function startSmtpSink(port = 0, { ambiguous = 0 }: { ambiguous?: number } = {}): Promise<SmtpSink> {
  const received: Received[] = [];
  let refusedAfterKeeping = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, mail });
          if (refusedAfterKeeping++ < ambiguous)
            return callback(Object.assign(new Error("Local error in processing"), { responseCode: 451 }));
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until)
          throw new Error(`expected ${count} mails within ${timeoutMs} ms, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (yet): taken from the OS, then released. */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", () => resolve()));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}
