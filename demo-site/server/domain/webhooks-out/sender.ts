// Drains the webhook outbox: each due delivery is leased by a conditional UPDATE before it is sent, so senders in
// several processes never send the same delivery at the same time; an earlier delivery about the same order goes
// first; a failure waits with backoff for about three days, then the delivery is given up and an endpoint that
// failed all along is disabled, its owners told.
import type { DueWebhookDelivery, Store } from "../../store/index.ts";
import { DEFAULT_RETRY, retryDelay, type RetrySchedule } from "./backoff.ts";
import { disableEndpoint } from "./disabled-notice.ts";
import { postWebhook, type PostResult } from "./post.ts";
import { webhookHeaders } from "./signature.ts";

export interface WebhookSenderOptions {
  store: Store;
  clock: () => number;
  origin: () => string;
  /** Demo mode: loopback and private addresses allowed (the demo's receivers run here). */
  allowPrivateAddresses: boolean;
  retry?: RetrySchedule;
  /** How long a sender owns a delivery it took: longer than one attempt can take. */
  leaseMs?: number;
  timeoutMs?: number;
  pollMs?: number;
  batch?: number;
  /** How long the log of finished deliveries is kept (default 30 days). */
  keepLogMs?: number;
  log?: (line: string) => void;
}

export interface WebhookDrainResult {
  delivered: number;
  retried: number;
  failed: number;
}

const ok = (status: number | null) => status !== null && status >= 200 && status < 300;

export class WebhookSender {
  private timer: NodeJS.Timeout | undefined;
  private pruner: NodeJS.Timeout | undefined;
  private running: Promise<WebhookDrainResult> | undefined;
  private stopped = false;
  private readonly retry: RetrySchedule;
  private readonly timeoutMs: number;
  private readonly log: (line: string) => void;

  constructor(private readonly o: WebhookSenderOptions) {
    this.retry = o.retry ?? DEFAULT_RETRY;
    this.timeoutMs = o.timeoutMs ?? 15_000;
    this.log = o.log ?? ((line) => console.log(line));
  }

  /**
   * Attempts every delivery due now, again and again while some got through (the next delivery about the same
   * order is due once the one before it is delivered); a second call while one runs waits for it.
   */
  drain(): Promise<WebhookDrainResult> {
    this.running ??= this.passes().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Drains every `pollMs` until stop(). */
  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.drain()
        .catch((err: unknown) =>
          this.log(`webhooks: draining failed, trying again: ${err instanceof Error ? err.message : String(err)}`),
        )
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.o.pollMs ?? 1_000);
        });
    };
    this.timer = setTimeout(tick, 0);
    this.pruner = setInterval(() => void this.prune().catch(() => undefined), 3_600_000).unref();
  }

  /**
   * Drops the log of deliveries finished longer than `keepLogMs` ago (one process at a time); returns how many.
   */
  async prune(): Promise<number> {
    const before = this.o.clock() - (this.o.keepLogMs ?? 30 * 24 * 3_600_000);
    const run = await this.o.store.exclusive("webhook-log-prune", () => this.o.store.webhooksOut.prune(before));
    return run.ran ? run.value : 0;
  }

  /** Stops the timer and lets attempts under way finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.pruner);
    await this.running?.catch(() => undefined);
  }

  private async passes(): Promise<WebhookDrainResult> {
    const total: WebhookDrainResult = { delivered: 0, retried: 0, failed: 0 };
    for (;;) {
      const due = await this.o.store.webhooksOut.due(this.o.clock(), this.o.batch ?? 20);
      if (due.length === 0 || this.stopped) return total;
      // Different orders and endpoints go at once; `due` holds at most one delivery per order and endpoint.
      const outcomes = await Promise.all(due.map((d) => this.attempt(d)));
      for (const outcome of outcomes) if (outcome) total[outcome]++;
      if (!outcomes.includes("delivered")) return total;
    }
  }

  private async attempt(d: DueWebhookDelivery): Promise<keyof WebhookDrainResult | null> {
    const { store } = this.o;
    const now = this.o.clock();
    if (!(await store.webhooksOut.lease(d.id, now, now + this.timeoutMs + (this.o.leaseMs ?? 30_000)))) return null;
    const headers = webhookHeaders(d, d.message_id, now, d.payload);
    const result = await postWebhook(d.url, headers, d.payload, {
      timeoutMs: this.timeoutMs,
      allowPrivate: this.o.allowPrivateAddresses,
      now: this.o.clock,
    });
    await store.webhooksOut.recordAttempt({
      delivery_id: d.id,
      at: now,
      duration_ms: result.durationMs,
      request: JSON.stringify({ url: d.url, headers }),
      response_status: result.status,
      response_body: result.body,
      error: result.error,
    });
    const about = `${d.type} ${d.message_id} to endpoint ${d.endpoint_id}`;
    if (ok(result.status)) {
      await store.webhooksOut.delivered(d.id, this.o.clock());
      await store.webhooksOut.endpointAnswered(d.endpoint_id);
      return "delivered";
    }
    return this.failed(d, result, about);
  }

  private async failed(d: DueWebhookDelivery, result: PostResult, about: string): Promise<"retried" | "failed"> {
    const { store } = this.o;
    const now = this.o.clock();
    const why = result.status !== null ? `answered ${result.status}` : (result.error ?? "no answer");
    const attempts = d.attempts + 1;
    await store.webhooksOut.endpointFailed(d.endpoint_id, now);
    // 410 Gone: the receiver says the endpoint is no more (the spec: disable it).
    const gone = result.status === 410;
    const delay = gone ? null : retryDelay(this.retry, attempts, result.retryAfterMs);
    if (delay !== null) {
      await store.webhooksOut.retry(d.id, now + delay, why);
      this.log(`webhooks: ${about} failed (attempt ${attempts}, ${why}), retrying in ${Math.round(delay / 1000)} s`);
      return "retried";
    }
    const given = gone ? "the endpoint answered 410 Gone" : `gave up after ${attempts} attempts: ${why}`;
    // Disabled only when it failed all along since this delivery's first attempt (a success meanwhile clears it).
    // The delivery then waits with the endpoint (nothing is lost): enabling it again sends it first, in order.
    const failingThroughout = d.failing_since !== null && d.failing_since <= (d.first_attempt_at ?? now);
    if (gone || failingThroughout) {
      const url = `${this.o.origin()}/manage/o/${d.organizer_id}/integrations/webhooks/${d.endpoint_id}`;
      const endpoint = { id: d.endpoint_id, organizer_id: d.organizer_id, url: d.url };
      const disabled = await store.transaction(async (tx) => {
        await tx.webhooksOut.retry(d.id, now, given);
        return disableEndpoint(tx, endpoint, given, now, url);
      });
      this.log(
        `webhooks: ${about} failed (${given}); ${disabled ? "endpoint disabled, its owners told" : "endpoint disabled"}`,
      );
      return "failed";
    }
    await store.webhooksOut.fail(d.id, given);
    this.log(`webhooks: ${about} failed for good: ${given}`);
    return "failed";
  }
}
