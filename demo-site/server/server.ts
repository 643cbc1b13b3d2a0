// One server process: seed checked first, store opened and migrated, seed loaded, then listening with the limits
// (timeouts, per-client connection cap, JSON answers to malformed requests); close() lets requests in flight finish.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { loadServerTranslations } from "./domain/i18n/translations.ts";
import { EventCache } from "./domain/events/event-cache.ts";
import { createPaymentsRuntime, type PaymentsRuntime } from "./domain/payments/runtime.ts";
import { checkProviderCredentials } from "./domain/payments/check-credentials.ts";
import { createRequestListener } from "./app.ts";
import { answerClientErrors, capConnectionsPerClient, isRefused } from "./http/connections.ts";
import { ApiResponse } from "./http/response.ts";
import { readSeedFile, seedAtStart } from "./domain/seed/seed.ts";
import { demoAccount } from "./domain/accounts/demo.ts";
import { resolveTicketSecret } from "./domain/tickets/secret.ts";
import type { Store } from "./store/index.ts";
import { openStore } from "./store/open.ts";
import { openAbuseLimits } from "./domain/limits/open-limits.ts";
import { FreeOrderBatcher } from "./domain/orders/free-order-batch.ts";
import { startMail, type MailRuntime } from "./domain/mail/mail-runtime.ts";
import { startWebhookSender } from "./domain/webhooks-out/runtime.ts";
import type { WebhookSender } from "./domain/webhooks-out/sender.ts";

export interface RunningServer {
  server: Server;
  store: Store;
  origin: string;
  port: number;
  payments: PaymentsRuntime;
  /** The outbox's sender (and the demo's catcher). */
  mail: MailRuntime;
  /** The outgoing webhooks' sender (tests may drain() it instead of waiting for its timer). */
  webhooks: WebhookSender;
  close(): Promise<void>;
}

/**
 * Validates the seed (before touching the database, so a bad seed changes nothing), opens the store (migrating
 * its schema), seeds it in one transaction, then listens. Throws SeedError for a bad seed.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const seed = readSeedFile(config.seedFile ?? config.defaultSeedFile);
  const store = await openStore(config);
  let origin = config.publicOrigin ?? "";
  try {
    await seedAtStart(store, seed, config.seedFile);
    // Demo mode: the back office's demo operator and demo owner of the first organizer (made once, kept).
    if (config.payments.demoMode)
      for (const as of ["operator", "organizer"] as const) await demoAccount(store, as, Date.now());
    const payments = createPaymentsRuntime(config.payments, store);
    const warnings = await checkProviderCredentials(config.payments, payments.gateways).catch((err: unknown) => {
      payments.stop();
      throw err;
    });
    for (const warning of warnings) console.warn(warning);
    const ticketSecret = await resolveTicketSecret(store, config.ticketSecret);
    const clock = () => payments.clock();
    const ctx: AppContext = {
      store,
      distDir: config.distDir,
      origin: () => origin,
      ticketSecret,
      payments,
      clock,
      events: new EventCache(store, clock),
      translations: loadServerTranslations(config.localesDir),
      abuse: await openAbuseLimits(config.abuse, store, clock),
      trustProxy: config.trustProxy,
      freeOrders: new FreeOrderBatcher({ store, clock, ticketSecret }),
    };
    const { limits } = config;
    const listener = createRequestListener(ctx, limits);
    let closing = false;
    // While shutting down, every answer closes its connection, so keep-alive clients move elsewhere: answers whose
    // head is written after SIGTERM, including those already under way, say connection: close.
    class Response<Request extends IncomingMessage = IncomingMessage> extends ApiResponse<Request> {
      protected override shuttingDown(): boolean {
        return closing;
      }
    }
    const server = createServer(
      {
        // The request id and CORS headers go into each head as it is written (http/response.ts).
        ServerResponse: Response,
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        // The guard answers a missing Host itself, as JSON with a request id.
        requireHostHeader: false,
        // Node checks the two timeouts above only this often (default 30 s), so a short one needs a short check.
        connectionsCheckingInterval: Math.max(250, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
      },
      (req, res) => {
        if (isRefused(req.socket)) return;
        listener(req, res);
      },
    );
    capConnectionsPerClient(server, limits.maxConnectionsPerClient);
    answerClientErrors(server);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    if (!config.publicOrigin) origin = `http://localhost:${port}`;
    // With the translations, a refund the sweep sees succeed sends its buyer the refund mail.
    payments.startReconciling({ ticketSecret: ctx.ticketSecret, origin: ctx.origin, translations: ctx.translations });
    const mail = await startMail(config.mail, ctx, config.mailTuning);
    // Outgoing webhooks: loopback and private receivers only in demo mode (the SSRF guard).
    const webhooks = startWebhookSender(ctx, { allowPrivateAddresses: config.payments.demoMode });
    // Graceful: stop accepting, close idle connections (again as in-flight requests finish), close the
    // database once the last connection is gone; after the grace period cut whatever is left.
    let closed: Promise<void> | undefined;
    const close = () =>
      (closed ??= new Promise<void>((resolve) => {
        closing = true;
        payments.stop();
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        const cut = setTimeout(() => server.closeAllConnections(), limits.shutdownGraceMs);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(cut);
          Promise.all([mail.stop(), webhooks.stop()])
            .then(() => ctx.abuse.close())
            .then(() => store.close())
            .then(resolve, (err: unknown) => {
              console.error("closing the database failed:", err);
              resolve();
            });
        });
        server.closeIdleConnections();
      }));
    return { server, store, origin, port, payments, mail, webhooks, close };
  } catch (err) {
    await store.close();
    throw err;
  }
}
