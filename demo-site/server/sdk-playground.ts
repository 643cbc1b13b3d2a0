import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Routes of the SDK playground and its local gateway. Returns true when it answered the request.
 * Placeholder until the SDK playground lands.
 */
export async function handleSdkPlayground(_req: IncomingMessage, _res: ServerResponse, _url: URL): Promise<boolean> {
  return false;
}
