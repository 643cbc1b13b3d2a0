/** How mails leave: a real SMTP server, the demo's in-process catcher, or nowhere yet (kept in the outbox). */
export type MailConfig =
  { mode: "smtp"; smtp: SmtpSettings; from: string } | { mode: "catcher"; from: string } | { mode: "off" };

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | null;
}

export class MailConfigError extends Error {
  override name = "MailConfigError";
}

const DEMO_FROM = "Ticket checkout demo <tickets@demo.example>";
const address = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** "Name <a@b.c>" or "a@b.c": the address part, or null when there is none. */
export function fromAddress(from: string): string | null {
  const m = /^(?:[^<>]*<([^<>]+)>|([^<>]+))$/.exec(from.trim());
  const found = (m?.[1] ?? m?.[2] ?? "").trim();
  return address.test(found) ? found : null;
}

function flag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === "") return undefined;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw new MailConfigError(`${name} must be "true" or "false"; got "${value}".`);
}

function smtpFromUrl(raw: string): SmtpSettings {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MailConfigError(
      `SMTP_URL must be a URL like smtp://user:password@mail.example.com:587 or smtps://…:465; got "${raw.replace(/\/\/[^@/]*@/, "//…@")}".`,
    );
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:")
    throw new MailConfigError(`SMTP_URL must start with smtp:// or smtps://; got "${url.protocol}//".`);
  const secure = url.protocol === "smtps:";
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : null,
  };
}

function smtpFromParts(env: NodeJS.ProcessEnv, host: string): SmtpSettings {
  const secure = flag("SMTP_SECURE", env.SMTP_SECURE) ?? env.SMTP_PORT === "465";
  const rawPort = env.SMTP_PORT || (secure ? "465" : "587");
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new MailConfigError(`SMTP_PORT must be an integer from 1 to 65535; got "${rawPort}".`);
  const user = env.SMTP_USER ?? "";
  const pass = env.SMTP_PASSWORD ?? "";
  if (Boolean(user) !== Boolean(pass))
    throw new MailConfigError(
      "SMTP_USER and SMTP_PASSWORD go together: set both (or neither, for a server without login).",
    );
  return { host, port, secure, auth: user ? { user, pass } : null };
}

/**
 * Reads the mail settings once at start; a wrong one is a MailConfigError with one line naming it. SMTP_URL or
 * SMTP_HOST (+ SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_SECURE) and MAIL_FROM send through that server; none of
 * them in demo mode starts the catcher; none outside demo mode sends nothing (the outbox keeps every mail).
 */
export function readMailConfig(env: NodeJS.ProcessEnv, demoMode: boolean): MailConfig {
  const url = env.SMTP_URL || "";
  const host = env.SMTP_HOST || "";
  if (url && host) throw new MailConfigError("Set SMTP_URL or SMTP_HOST, not both.");
  const rawFrom = env.MAIL_FROM || "";
  if (rawFrom && !fromAddress(rawFrom))
    throw new MailConfigError(`MAIL_FROM must be an address like "Tickets <tickets@example.com>"; got "${rawFrom}".`);
  if (!url && !host) {
    if (!demoMode) return { mode: "off" };
    return { mode: "catcher", from: rawFrom || DEMO_FROM };
  }
  const smtp = url ? smtpFromUrl(url) : smtpFromParts(env, host);
  if (!rawFrom)
    throw new MailConfigError(
      'MAIL_FROM is required with SMTP settings: the sender address, e.g. "Tickets <tickets@example.com>".',
    );
  return { mode: "smtp", smtp, from: rawFrom };
}
