// Drains the outbox: a row is leased by a conditional UPDATE before it is sent, so several processes never send the
// same row; one Message-ID on every attempt; a lasting refusal (5xx) kept as failed, a passing one retried later.
import type { Transporter } from "nodemailer";
import type { MailOutboxRow, Store } from "../../store/index.ts";
import type { ServerTranslations } from "../i18n/translations.ts";
import { composeMail } from "./compose-mail.ts";
import { backoffDelay, classifySendError, DEFAULT_BACKOFF, type Backoff } from "./send-failure.ts";

export interface SenderOptions {
  store: Store;
  translations: ServerTranslations;
  origin: () => string;
  clock: () => number;
  transport: Pick<Transporter, "sendMail" | "close">;
  /** MAIL_FROM. */
  from: string;
  /** The domain of every Message-ID (MAIL_FROM's). */
  messageIdDomain: string;
  backoff?: Backoff;
  /** How long a sender owns a row it took: longer than one send can take (the transport's timeouts). */
  leaseMs?: number;
  /** How often the timer drains the outbox. */
  pollMs?: number;
  batch?: number;
  log?: (line: string) => void;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
  /** Rows that no longer applied (a "still processing" mail for an order settled meanwhile). */
  skipped: number;
}

/**
 * Drains the outbox over SMTP. Each due row is first leased (a conditional UPDATE: still queued, due, lease free),
 * so senders in several processes never send one row at the same time; a process that dies mid-send leaves its
 * lease to run out and another sends the row again with the SAME Message-ID (`<row id@domain>`), so a retry after
 * an ambiguous failure is recognisable as the same mail. Temporary failures wait with backoff, permanent ones
 * (5xx) are marked failed and kept.
 */
export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DrainResult> | undefined;
  private stopped = false;
  private readonly backoff: Backoff;
  private readonly leaseMs: number;
  private readonly log: (line: string) => void;

  constructor(private readonly o: SenderOptions) {
    this.backoff = o.backoff ?? DEFAULT_BACKOFF;
    this.leaseMs = o.leaseMs ?? 120_000;
    this.log = o.log ?? ((line) => console.log(line));
  }

  /** Sends every row due now (one pass); a second call while one runs waits for it. */
  drain(): Promise<DrainResult> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Drains every `pollMs` until stop(). */
  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.drain()
        .catch((err: unknown) =>
          this.log(
            `mail: draining the outbox failed, trying again: ${err instanceof Error ? err.message : String(err)}`,
          ),
        )
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.o.pollMs ?? 1_000);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops the timer, lets a send under way finish, closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    this.o.transport.close();
  }

  private async pass(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0, skipped: 0 };
    for (const row of await this.o.store.mailOutbox.due(this.o.clock(), this.o.batch ?? 20)) {
      if (this.stopped) break;
      const now = this.o.clock();
      if (!(await this.o.store.mailOutbox.lease(row.id, now, now + this.leaseMs))) continue;
      result[await this.sendOne(row)]++;
    }
    return result;
  }

  private async sendOne(row: MailOutboxRow): Promise<keyof DrainResult> {
    const { store } = this.o;
    const about = `${row.kind} mail ${row.id}${row.order_id ? ` of order ${row.order_id}` : ""}`;
    try {
      const mail = await composeMail(this.o, row);
      if (!mail) {
        await store.mailOutbox.fail(row.id, "the order no longer exists");
        this.log(`mail: ${about} not sent: the order no longer exists`);
        return "failed";
      }
      if ("skip" in mail) {
        await store.mailOutbox.skip(row.id, mail.skip);
        this.log(`mail: ${about} skipped: ${mail.skip}`);
        return "skipped";
      }
      await this.o.transport.sendMail({
        ...mail,
        from: this.o.from,
        messageId: `<${row.id}@${this.o.messageIdDomain}>`,
      });
      await store.mailOutbox.sent(row.id, this.o.clock());
      this.log(`mail: ${about} sent`);
      return "sent";
    } catch (err) {
      const failure = classifySendError(err);
      const attempts = row.attempts + 1;
      if (failure.permanent || attempts >= this.backoff.maxAttempts) {
        const why = failure.permanent ? failure.reason : `gave up after ${attempts} attempts: ${failure.reason}`;
        await store.mailOutbox.fail(row.id, why);
        this.log(`mail: ${about} failed for good (kept in the outbox): ${why}`);
        return "failed";
      }
      const delay = backoffDelay(this.backoff, attempts);
      await store.mailOutbox.retry(row.id, this.o.clock() + delay, failure.reason);
      this.log(
        `mail: ${about} not sent (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${failure.reason}`,
      );
      return "retried";
    }
  }
}
