import type { TestType } from "@playwright/test";
import { startDemoServer, type DemoServer, type DemoServerOptions } from "./demo-server.ts";
import { startHostPage, type HostPage } from "./host-page.ts";

/** The two origins of an embedding test: the checkout's API and assets, and the organizer's page. */
export interface EmbeddingServers {
  api: DemoServer;
  host: HostPage;
}

/**
 * For one spec file: a demo server with its own in-memory database and a host page on another origin, started
 * before its first test and closed after its last. The fields are filled once the servers run. `options` is
 * called then, so it may prepare files (e.g. a seed) without doing work when the spec is merely listed.
 */
export function useEmbeddingServers(test: TestType<any, any>, options?: () => DemoServerOptions): EmbeddingServers {
  const servers = {} as EmbeddingServers;
  test.beforeAll(async () => {
    [servers.api, servers.host] = await Promise.all([startDemoServer(options?.()), startHostPage()]);
  });
  test.afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
    await Promise.all([servers.api?.close(), servers.host?.close()]);
  });
  return servers;
}
