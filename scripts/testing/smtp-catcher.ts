import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';

export interface CaughtMail {
  /** the SMTP envelope: who the server was told it is from and for */
  envelope: { from: string; to: string[] };
  /** the message as it arrived, headers and body */
  raw: string;
  parsed: Email;
}

export interface SmtpCatcher {
  /** what a mailer is pointed at: smtp://127.0.0.1:<port> */
  url: string;
  mails: CaughtMail[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server that accepts every mail and keeps it, parsed: on a free local port, or on `port` (a server
 * that comes up where a mailer was already pointed). Mail to a `refused` address is answered 550, for good.
 */
export async function startSmtpCatcher({
  port = 0,
  refused = [],
}: { port?: number; refused?: string[] } = {}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // plain SMTP on loopback: no certificate to trust
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        refused.includes(address.address)
          ? Object.assign(new Error('No such mailbox here'), { responseCode: 550 })
          : undefined,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // the mail is kept before the server answers, so a test sees it as soon as the send resolves
        PostalMime.parse(raw).then(
          (parsed) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            mails.push({
              envelope: { from, to: session.envelope.rcptTo.map((recipient) => recipient.address) },
              raw,
              parsed,
            });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP URL nothing listens on: a port that was free a moment ago. */
export const closedSmtpUrl = async () => `smtp://127.0.0.1:${await freePort()}`;
