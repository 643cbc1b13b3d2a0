// The "webhook_disabled" notice: an endpoint that failed for days (or said 410 Gone) is switched off, and the
// organizer's owners are told, in the transaction that disables it, so exactly one notice goes per disabling.
import type { Tx } from "../../store/index.ts";
import { queueNoticeMail } from "../mail/notice-mail.ts";

export interface DisabledEndpoint {
  id: number;
  organizer_id: number;
  url: string;
}

/**
 * Disables the endpoint if it is enabled and queues one notice per owner; false when it was disabled already (by
 * another sender or an owner), then nothing is queued. The notice is in English: accounts keep no language.
 */
export async function disableEndpoint(
  tx: Pick<Tx, "webhooksOut" | "mailOutbox">,
  endpoint: DisabledEndpoint,
  reason: string,
  now: number,
  manageUrl: string,
): Promise<boolean> {
  if (!(await tx.webhooksOut.disableEndpoint(endpoint.id, now, reason))) return false;
  for (const to of await tx.webhooksOut.ownerEmails(endpoint.organizer_id)) {
    await queueNoticeMail(
      tx,
      {
        kind: "webhook_disabled",
        to,
        dedupeKey: `webhook_disabled:${endpoint.id}:${now}:${to}`,
        content: {
          lang: "en",
          subject: `Webhook endpoint disabled: ${endpoint.url}`,
          greeting: "Hello,",
          intro:
            "We stopped sending webhooks to this endpoint because it kept failing. Messages since then are kept: " +
            "once it works again, enable it in the back office and they are delivered, in order.",
          facts: [
            { label: "Endpoint", value: endpoint.url },
            { label: "Why", value: reason },
            { label: "Disabled at", value: new Date(now).toISOString() },
          ],
          link: { label: "Open the webhook settings", hint: "", url: manageUrl },
          footer: "You receive this as an owner of the organizer.",
        },
      },
      now,
    );
  }
  return true;
}
