import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';

export type LogEntry = Record<string, unknown> & { msg: string };

/** Fastify's logger options (level info) writing into memory, and the entries written, for a test to read. */
export function logCapture(): { options: { level: 'info'; stream: Writable }; entries: () => LogEntry[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { options: { level: 'info', stream }, entries: () => lines.map((line) => JSON.parse(line) as LogEntry) };
}

/** A logger as an app hands it out (level info), and the entries it wrote, for a test to read. */
export function capturedLog(): { log: FastifyBaseLogger; entries: () => LogEntry[] } {
  const { options, entries } = logCapture();
  const { log } = Fastify({ logger: options });
  return { log, entries };
}
