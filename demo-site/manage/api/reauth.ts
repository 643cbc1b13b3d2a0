// The fresh sign-in an API asks for (403 reauth_required): api() waits on requestReauth(), the re-auth dialog
// (ui/ReauthDialog.tsx) listens, signs the person in again and settles every waiting call at once.

type Listener = (open: boolean) => void;

/** The person closed the fresh sign-in: the call that asked for it was not made. */
export class ReauthCancelled extends Error {
  override name = "ReauthCancelled";
  constructor() {
    super("The action needs a fresh sign-in, which was cancelled.");
  }
}

let pending: { resolve: () => void; reject: (error: Error) => void; promise: Promise<void> } | null = null;
const listeners = new Set<Listener>();

/** Resolves once the person has signed in again; rejects when they cancel. */
export function requestReauth(): Promise<void> {
  if (pending) return pending.promise;
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  pending = { resolve, reject, promise };
  // A listener may settle at once; the promise is kept here, not read back from `pending`.
  for (const listener of listeners) listener(true);
  return promise;
}

/** The dialog's side: done(true) after a successful sign-in, done(false) on cancel. */
export function settleReauth(signedIn: boolean): void {
  const current = pending;
  pending = null;
  for (const listener of listeners) listener(false);
  if (!current) return;
  if (signedIn) current.resolve();
  else current.reject(new ReauthCancelled());
}

export function onReauthChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
