import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../config.ts';
import type { Database } from '../db/open-database.ts';
import { mailOutbox } from '../db/schema.ts';

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

export type MailDelivery = 'sent' | 'kept in the outbox';

export type Mailer = {
  /** Resolves once the SMTP server accepted the mail (or the outbox stored it); rejects when it could not. */
  send: (mail: Mail) => Promise<MailDelivery>;
  close: () => void;
};

/** Sends through `smtpUrl` when it is set; otherwise keeps every mail in the `mail_outbox` table and logs it. */
export function createMailer(db: Database, settings: MailSettings, log: FastifyBaseLogger): Mailer {
  if (!settings.smtpUrl) return outboxMailer(db, log);
  const transport = createTransport(
    {
      url: settings.smtpUrl,
      // nodemailer waits minutes by default; a shopper is waiting for the answer
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: settings.from },
  );
  return {
    send: async ({ to, replyTo, subject, text }) => {
      await transport.sendMail({ to, replyTo, subject, text });
      return 'sent';
    },
    close: () => transport.close(),
  };
}

function outboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    send: async ({ to, replyTo, subject, text }) => {
      const [kept] = await db
        .insert(mailOutbox)
        .values({ to, replyTo: replyTo?.address ?? null, subject, text })
        .returning({ id: mailOutbox.id });
      // the links too, so someone trying the shop locally can follow a confirmation or reset link from the log
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { outboxId: kept!.id, to, subject, ...(links.length > 0 ? { links } : {}) },
        'mail kept in the outbox (mail_outbox table): SMTP_URL is not set',
      );
      return 'kept in the outbox';
    },
    close: () => {
      // the outbox is a table: no connection to close
    },
  };
}
