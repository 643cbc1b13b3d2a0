import nodemailer, { type Transporter } from "nodemailer";
import type { SmtpSettings } from "./mail-config.ts";

/**
 * A nodemailer SMTP transport with short timeouts: a server that does not answer is a temporary failure within
 * seconds, well inside the row's lease (sender.ts), instead of nodemailer's minutes.
 */
export function smtpTransport(smtp: SmtpSettings, options: { ignoreTLS?: boolean } = {}): Transporter {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.auth ?? undefined,
    ignoreTLS: options.ignoreTLS ?? false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
