// Runs the cancel jobs (start.ts) in the background of every server process. A job is leased by one process at a
// time and the lease renewed as it goes: a process that dies leaves a lease that runs out, and the next tick of any
// process (the restarted one, or another worker) takes the job over where it stopped. An order asked when the
// process died is asked again with the same refund key: the same refund, never a second.
import { hostname } from "node:os";
import { randomId } from "../random-id.ts";
import { requestRefund } from "../refunds/request.ts";
import type { CancelDeps } from "./deps.ts";
import { settleOrder, type JobFacts } from "./settle-order.ts";

export interface CancelRunnerOptions {
  /** How often a process looks for a job to run or take over (ms). */
  tickMs?: number;
  /** How long a lease holds without being renewed: how soon a dead process's job is taken over (ms). */
  leaseMs?: number;
  /** Orders settled at once (the providers' calls overlap; the order of refunds does not matter). */
  parallel?: number;
  /** The refund machine (default domain/refunds/request.ts'; tests hand a recorder). */
  requestRefund?: typeof requestRefund;
}

export class CancelRunner {
  readonly owner = `${hostname()}:${process.pid}:${randomId(4)}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;
  private readonly tickMs: number;
  private readonly leaseMs: number;
  private readonly parallel: number;
  private readonly refund: typeof requestRefund;

  constructor(
    private readonly deps: CancelDeps,
    options: CancelRunnerOptions = {},
  ) {
    this.tickMs = options.tickMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 15_000;
    this.parallel = options.parallel ?? 4;
    this.refund = options.requestRefund ?? requestRefund;
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
    void this.tick();
  }

  /** Stops after the orders in hand and lets go of the lease, so another process goes on at once. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One look for work: runs every job this process may take, one after the other. Never two at once. */
  tick(): Promise<void> {
    this.running ??= this.runClaimable()
      .catch((err: unknown) => console.error("cancel jobs:", err instanceof Error ? err.message : err))
      .finally(() => (this.running = null));
    return this.running;
  }

  private async runClaimable() {
    const ids = await this.deps.store.cancelJobs.claimable(this.owner, this.deps.clock());
    for (const id of ids) {
      if (this.stopping) return;
      await this.runJob(id);
    }
  }

  private lease(jobId: string) {
    const now = this.deps.clock();
    return this.deps.store.cancelJobs.lease(jobId, this.owner, now, now + this.leaseMs);
  }

  /** One pass over what is left of a job; done when nothing is left (a failed try waits for the next pass). */
  private async runJob(jobId: string) {
    const { store, clock } = this.deps;
    if (!(await this.lease(jobId))) return;
    const job = await store.cancelJobs.byId(jobId);
    const event = job && (await store.events.event(job.event_id));
    const organizer = event && (await store.events.organizer(event.organizer_id));
    if (!job || !event || !organizer) return;
    const facts: JobFacts = { job, event, organizer };
    // An order paid since the cancel (a payment under way then) is refunded too.
    await store.cancelJobs.addOrders(jobId, job.event_id, clock());
    const now = clock();
    // A refund that failed for a passing reason waits 2, 4, 8, 16 s before it is asked again.
    const items = (await store.cancelJobs.todo(jobId, 1_000)).filter(
      (item) => item.attempts === 0 || now - Number(item.updated_at) >= 1_000 * 2 ** item.attempts,
    );
    for (let i = 0; i < items.length; i += this.parallel) {
      if (this.stopping) return store.cancelJobs.release(jobId, this.owner);
      await Promise.all(
        items.slice(i, i + this.parallel).map((item) => settleOrder(this.deps, facts, item, this.refund)),
      );
      if (!(await this.lease(jobId))) return;
    }
    if (await store.cancelJobs.finish(jobId, this.owner, clock()))
      console.log(`cancel job ${jobId}: every order of event ${job.event_id} settled`);
  }
}
