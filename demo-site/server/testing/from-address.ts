import { request } from "node:http";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/**
 * A JSON request sent from a chosen local address: on Linux every 127.x.y.z is this machine, so a test has as
 * many client addresses as it wants, each the real socket peer the server sees. `headers` are sent as given.
 */
export function fromAddress(
  localAddress: string,
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      url,
      { method, localAddress, headers: { ...(data ? { "content-type": "application/json" } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : null });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}
