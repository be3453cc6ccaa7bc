import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';

export type LogEntry = Record<string, unknown> & { msg: string };

/** A logger as an app hands it out (level info), and the entries it wrote, for a test to read. */
export function capturedLog(): { log: FastifyBaseLogger; entries: () => LogEntry[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const { log } = Fastify({ logger: { level: 'info', stream } });
  return { log, entries: () => lines.map((line) => JSON.parse(line) as LogEntry) };
}
