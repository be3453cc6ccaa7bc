import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../config.ts';

export type MailAddress = { name: string; address: string };

/**
 * A plain-text mail. There is no HTML field on purpose: whatever a shopper typed (a `<script>` too)
 * travels as text/plain and is never rendered.
 */
export type Mail = {
  to: string;
  replyTo?: MailAddress;
  subject: string;
  text: string;
};

export type MailDelivery = 'sent' | 'logged';

/** What the mail worker hands each queued mail to. */
export type Mailer = {
  /** Resolves once the SMTP server accepted the mail (or its log line is written); rejects when it could not. */
  deliver: (mail: Mail & { outboxId: number }) => Promise<MailDelivery>;
  close: () => void;
};

/** Sends through `smtpUrl` when it is set; otherwise writes a log line for each mail, which stays in the outbox. */
export function createMailer(settings: MailSettings, log: FastifyBaseLogger): Mailer {
  if (!settings.smtpUrl) return logMailer(log);
  const transport = createTransport(
    {
      url: settings.smtpUrl,
      // nodemailer waits minutes by default; the worker would hold the mail's claim as long (mail-worker.ts)
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: settings.from },
  );
  return {
    deliver: async ({ to, replyTo, subject, text }) => {
      // an address object is never split into a list or a group, as a string of addresses would be
      await transport.sendMail({ to: { name: '', address: to }, replyTo, subject, text });
      return 'sent';
    },
    close: () => transport.close(),
  };
}

function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    deliver: async ({ outboxId, to, subject, text }) => {
      // the links too, so someone trying the shop locally can follow a confirmation or reset link from the log
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { outboxId, to, subject, ...(links.length > 0 ? { links } : {}) },
        'mail kept in the outbox (mail_outbox table): SMTP_URL is not set',
      );
      return 'logged';
    },
    close: () => {
      // a log line holds no connection
    },
  };
}
