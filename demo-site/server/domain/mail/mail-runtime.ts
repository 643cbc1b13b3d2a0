import type { Store } from "../../store/index.ts";
import type { ServerTranslations } from "../i18n/translations.ts";
import type { CancelDeps } from "../cancel-event/deps.ts";
import { CancelRunner } from "../cancel-event/runner.ts";
import { startMailCatcher, type MailCatcher } from "./catcher.ts";
import { fromAddress, type MailConfig } from "./mail-config.ts";
import { MailSender, type SenderOptions } from "./sender.ts";
import { smtpTransport } from "./transport.ts";

export interface MailRuntime {
  config: MailConfig;
  sender: MailSender | null;
  catcher: MailCatcher | null;
  /** The cancel jobs' runner: it writes buyers' notices, and runs in every process beside the sender. */
  cancelJobs: CancelRunner;
  /** One line for the start log: where mails go. */
  status: string;
  stop(): Promise<void>;
}

type Tuning = Pick<SenderOptions, "backoff" | "leaseMs" | "pollMs">;

/**
 * Starts what `config` asks for: the sender on its timer (SMTP), plus the in-process catcher it delivers to (demo
 * without SMTP settings), or nothing (no settings outside demo mode: mails wait in the outbox). The cancel jobs'
 * runner (domain/cancel-event/runner.ts) starts here too, whatever the mail settings, so a job a dead process left
 * is taken over as soon as a process starts.
 */
export async function startMail(
  config: MailConfig,
  deps: { store: Store; translations: ServerTranslations; origin: () => string; clock: () => number } & CancelDeps,
  tuning: Tuning = {},
): Promise<MailRuntime> {
  const cancelJobs = new CancelRunner(deps);
  cancelJobs.start();
  if (config.mode === "off") {
    return {
      config,
      sender: null,
      catcher: null,
      cancelJobs,
      status: "mail: no SMTP settings (SMTP_URL or SMTP_HOST): mails wait in the outbox until they are set",
      stop: () => cancelJobs.stop(),
    };
  }
  const catcher = config.mode === "catcher" ? await startMailCatcher(deps.store) : null;
  const smtp =
    config.mode === "smtp" ? config.smtp : { host: "127.0.0.1", port: catcher!.port, secure: false, auth: null };
  const transport = smtpTransport(smtp, { ignoreTLS: config.mode === "catcher" });
  const domain = fromAddress(config.from)?.split("@")[1] ?? "localhost";
  const sender = new MailSender({ ...deps, ...tuning, transport, from: config.from, messageIdDomain: domain });
  sender.start();
  // A server that does not answer or refuses the login is a warning, not a refusal to start: orders go on and
  // their mails wait in the outbox until it answers.
  if (config.mode === "smtp") {
    transport
      .verify()
      .catch((err: unknown) =>
        console.warn(
          `mail: ${smtp.host}:${smtp.port} did not accept a test connection (mails wait in the outbox and are retried): ${err instanceof Error ? err.message : String(err)}`,
        ),
      );
  }
  const status = catcher
    ? `mail: demo catcher on 127.0.0.1:${catcher.port}; caught mails at /demo/mail`
    : `mail: sending through ${smtp.host}:${smtp.port}${smtp.secure ? " (TLS)" : ""} from ${config.from}`;
  return {
    config,
    sender,
    catcher,
    cancelJobs,
    status,
    async stop() {
      await cancelJobs.stop();
      await sender.stop();
      await catcher?.close();
    },
  };
}
