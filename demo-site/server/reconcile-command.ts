import type { ServerConfig } from "./config.ts";
import { createPaymentsRuntime } from "./domain/payments/runtime.ts";
import { describeSummary } from "./domain/payments/reconcile.ts";
import { resolveTicketSecret } from "./domain/tickets/secret.ts";
import { loadServerTranslations } from "./domain/i18n/translations.ts";
import { openStore } from "./store/open.ts";

/**
 * `npm run reconcile`: one reconciliation pass over the configured database with the configured providers (the same
 * as the server's periodic sweep, which skips when another process is running it), then exits. Prints each order it
 * looked at and a summary line.
 */
export async function runReconcileCommand(config: ServerConfig): Promise<number> {
  const store = await openStore(config);
  const payments = createPaymentsRuntime(config.payments, store);
  try {
    const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
    const summary = await payments.reconcileNow({
      ticketSecret: await resolveTicketSecret(store, config.ticketSecret),
      origin: () => origin,
      // A refund the pass sees succeed mails its buyer, in the order's language.
      translations: loadServerTranslations(config.localesDir),
    });
    if (!summary) {
      console.log("reconcile: another process is reconciling right now; nothing done.");
      return 0;
    }
    console.log(describeSummary(summary, config.payments.reconcileAfterMinutes * 60_000));
    return summary.unreachable > 0 ? 2 : 0;
  } finally {
    payments.stop();
    await store.close();
  }
}
