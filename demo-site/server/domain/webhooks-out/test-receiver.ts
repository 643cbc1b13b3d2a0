// Tests only: a webhook receiver on loopback that checks every delivery with the `standardwebhooks` library (what
// an organizer's code would use), keeps what it accepted, and can be down (its port closed) or answer a status.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

export interface TestReceiver {
  url: string;
  /** Deliveries answered 2xx, in the order they arrived. */
  received: Received[];
  /** Signatures that did not verify (should stay empty). */
  rejected: string[];
  /** The secret it verifies with (an endpoint's, once known). */
  secret: string;
  /** The status it answers with while up (default 204). */
  status: number;
  /** Closes the port (connections refused) until up(). */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestReceiver(secret: string): Promise<TestReceiver> {
  let server: Server | null = null;
  let port = 0;
  const receiver: TestReceiver = {
    url: "",
    received: [],
    rejected: [],
    secret,
    status: 204,
    async down() {
      const s = server;
      server = null;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async up() {
      if (server) return;
      const s = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          const body = Buffer.concat(chunks);
          try {
            const payload = new Webhook(receiver.secret).verify(body, req.headers as Record<string, string>) as Omit<
              Received,
              "id"
            >;
            if (receiver.status >= 200 && receiver.status < 300)
              receiver.received.push({ id: String(req.headers["webhook-id"]), type: payload.type, data: payload.data });
            res.writeHead(receiver.status).end(receiver.status >= 300 ? "not now" : "");
          } catch (err) {
            receiver.rejected.push(err instanceof Error ? err.message : String(err));
            res.writeHead(400).end("bad signature");
          }
        });
      });
      await new Promise<void>((resolve) => s.listen(port, "127.0.0.1", () => resolve()));
      port = (s.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${port}/hooks`;
      server = s;
    },
    close: () => receiver.down(),
  };
  await receiver.up();
  return receiver;
}
