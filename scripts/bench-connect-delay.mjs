// A stand-in for what loopback hides: on a real network every new connection costs a TCP and a TLS handshake
// (two round trips with TLS 1.3) before its first request can go out; a request on a connection already open
// does not. `npm run bench` with BENCH_CONNECT_MS=N puts the widget's origin behind this proxy.
import { connect, createServer } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 to `targetPort` that holds the first bytes of each new connection for `ms` (what
 * the handshakes would cost) and passes everything after them at once. Resolves with its origin and `close()`.
 */
export function startConnectDelay(targetPort, ms) {
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(targetPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => undefined); // the other side's close below ends both
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pause();
    setTimeout(() => {
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    }, ms);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => {
          for (const socket of sockets) socket.destroy();
          server.close();
        },
      }),
    ),
  );
}
