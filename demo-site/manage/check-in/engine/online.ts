// The engine's pieces for the browser and the server's answers: the service worker's registration, and an online
// scan's answer as the verdict the screens show.
import type { RedeemAnswer, Verdict } from "./types.ts";
import type { SnapshotIndex } from "./verdict.ts";

/** The scanner's service worker (check-in/sw.ts), so the app opens again offline; not where there is none. */
export function registerWorker() {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/manage/check-in/sw.js", { scope: "/manage/check-in/" }).catch(() => {
    // Without a worker the scanner works as long as the page stays open: nothing to tell the door.
  });
}

/** The server's verdict, as the screens show it (why a ticket is revoked: the answer's, else the snapshot's). */
export function fromAnswer(answer: RedeemAnswer, code: string, at: number, index: SnapshotIndex | null): Verdict {
  const verdict: Verdict = { result: answer.result, offline: false, code, at, listName: answer.list.name };
  if (answer.ticket)
    verdict.ticket = { attendeeName: answer.ticket.attendeeName, ticketTypeName: answer.ticket.ticketTypeName };
  if (answer.previous) verdict.previous = answer.previous;
  if (answer.ticketEvent) verdict.ticketEventName = answer.ticketEvent.name;
  const reason = answer.revokedReason ?? (answer.ticket && index?.revoked.get(answer.ticket.id));
  if (answer.result === "revoked" && reason) verdict.revokedReason = reason;
  return verdict;
}
