import { connect } from 'node:net';
import fc from 'fast-check';
import { hostileRawSegment, malformedJson } from './hostile-values.ts';

/**
 * Bytes that `inject` cannot send, since it skips Node's HTTP parser: request lines and headers with control
 * characters, bytes that are not UTF-8, folded or repeated headers, contradictory lengths, broken chunking.
 * Each request starts from a path of the document, so the parser's refusals and the routes' answers both occur.
 */
export function rawRequests(paths: string[]): fc.Arbitrary<Buffer> {
  const noise = fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) => Buffer.from(bytes).toString('latin1'));
  const method = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'HEAD') },
    fc.constantFrom('get', 'G ET', 'PRI', 'CONNECT', 'TRACE', ''),
    noise,
  );
  const path = fc
    .tuple(fc.constantFrom(...paths), fc.oneof(hostileRawSegment, noise))
    .map(([template, segment]) => template.replace(/\{[^}]+\}/g, segment));
  const version = fc.oneof(
    { weight: 6, arbitrary: fc.constant('HTTP/1.1') },
    fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/1', ''),
  );
  const body = fc.oneof(
    malformedJson.filter((text) => text.length < 10_000),
    fc.constant('{"coupon_code":"HEALTH10"}'),
  );
  const header = fc.oneof(
    fc.constantFrom(
      'Content-Type: application/json',
      'Content-Type: application/json\u0000',
      'Content-Length: 5',
      'Content-Length: -1',
      'Content-Length: 99999999999999999999',
      'Content-Length: 2\r\nContent-Length: 3',
      'Transfer-Encoding: chunked',
      'Transfer-Encoding: gzip, chunked',
      'Content-Encoding: gzip',
      'X-Session-Id: \u00ff\u00fe',
      'Authorization: Bearer \u0080\u0081',
      ' folded: value',
      'No-Colon',
      ': no-name',
      `X-Long: ${'a'.repeat(20_000)}`,
    ),
    fc.tuple(noise, noise).map(([name, value]) => `${name}: ${value}`),
  );
  return fc
    .record({
      method,
      path,
      version,
      headers: fc.array(header, { maxLength: 4 }),
      body: fc.option(body, { nil: undefined }),
    })
    .map(({ method: sent, path: url, version: http, headers, body: payload }) => {
      const lines = [`${sent} ${url} ${http}`.trimEnd(), 'Host: localhost', 'Connection: close', ...headers];
      const length = payload === undefined ? [] : [`Content-Length: ${Buffer.byteLength(payload)}`];
      return Buffer.from(`${[...lines, ...length].join('\r\n')}\r\n\r\n${payload ?? ''}`, 'latin1');
    });
}

export type RawAnswer = { status: number; head: string; contentType: string; body: string } | undefined;

/** A chunked body's data: each chunk is its size in hex, CRLF, the data, CRLF. */
function unchunked(body: string): string {
  let data = '';
  let rest = body;
  for (;;) {
    const [size = '', ...after] = rest.split('\r\n');
    const length = Number.parseInt(size, 16);
    if (!(length > 0)) return data;
    const chunk = after.join('\r\n');
    data += chunk.slice(0, length);
    rest = chunk.slice(length + 2);
  }
}

/** Sends bytes over a new connection and reads the answer, if any, before the connection closes. */
export const exchange = (port: number, request: Buffer) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    // a reset after the server's answer (or instead of one) ends the exchange like a close
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      const received = Buffer.concat(chunks).toString('utf8');
      if (received === '') {
        resolve(undefined);
        return;
      }
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      const contentType = /^content-type: *(.*)$/im.exec(head)?.[1] ?? '';
      const chunked = /^transfer-encoding: *chunked/im.test(head);
      resolve({ status: Number(head.split(' ')[1]), head, contentType, body: chunked ? unchunked(body) : body });
    });
  });
