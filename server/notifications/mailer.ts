import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

/** Sends one e-mail; nodemailer over SMTP in the product, a sink on loopback in tests (ADR 014). */
export interface Mailer {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

/** A mailer over `smtpUrl` (smtp://user:pass@host:587 upgrades with STARTTLS when offered; smtps:// is TLS). */
export function smtpMailer(options: { smtpUrl: string; from: string; timeoutMs?: number }): Mailer {
  const timeout = options.timeoutMs ?? 20_000;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } satisfies SMTPTransport.Options);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close: () => transport.close(),
  };
}
