// Starts the webhook sender of one server process, as the mail sender starts: every process drains the same
// outbox, and the leases keep each delivery to one of them at a time.
import type { Deps } from "../deps.ts";
import { WebhookSender, type WebhookSenderOptions } from "./sender.ts";

export type WebhookTuning = Pick<WebhookSenderOptions, "retry" | "leaseMs" | "pollMs" | "timeoutMs">;

export function startWebhookSender(
  deps: Pick<Deps, "store" | "clock" | "origin">,
  options: { allowPrivateAddresses: boolean } & WebhookTuning,
): WebhookSender {
  const sender = new WebhookSender({ ...deps, ...options });
  sender.start();
  return sender;
}
