// Tests only: a webhook receiver on loopback that checks every delivery with the `standardwebhooks` library (what
// an organizer's code would use), keeps what it accepted, and can be down (every connection cut before a byte of
// answer: the port stays ours, so no other test's server takes it meanwhile) or answer a status.
import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
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
  /** Cuts every connection, open or new, until up(). */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startTestReceiver(secret: string): Promise<TestReceiver> {
  let isDown = false;
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      try {
        const headers = req.headers as Record<string, string>;
        const payload = new Webhook(receiver.secret).verify(body, headers) as Omit<Received, "id">;
        if (receiver.status >= 200 && receiver.status < 300)
          receiver.received.push({ id: String(req.headers["webhook-id"]), type: payload.type, data: payload.data });
        res.writeHead(receiver.status).end(receiver.status >= 300 ? "not now" : "");
      } catch (err) {
        receiver.rejected.push(err instanceof Error ? err.message : String(err));
        res.writeHead(400).end("bad signature");
      }
    });
  });
  server.on("connection", (socket) => {
    if (isDown) return socket.destroy();
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const receiver: TestReceiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received: [],
    rejected: [],
    secret,
    status: 204,
    down() {
      isDown = true;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      isDown = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
