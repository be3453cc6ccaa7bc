import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from 'shared/contracts/envelope';
import { BRIEFLY_UNAVAILABLE, isDatabaseUnreachable, RETRY_AFTER_SECONDS } from '../db/database-unreachable.ts';
import { RetryLaterError } from '../retry-later-error.ts';

/** "Invalid id: must be a positive whole number": the field first, then what was wrong with it. */
function validationMessage(error: FastifyError): string {
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : (error.validation ?? []);
  const first = issues[0];
  if (!first) return error.message;
  const detail = (first.message ?? 'is not valid').replace(/^Invalid input: /, '');
  // a schema that words its own sentence for the shopper ("Quantity must be ...") is answered as it is
  if (/^[A-Z].*\.$/.test(detail)) return detail;
  // an array index ("0.qty") means nothing to the reader
  const path = first.instancePath.split('/').filter((segment) => segment !== '' && !/^\d+$/.test(segment));
  const field = path.join('.') || error.validationContext || 'request';
  return `Invalid ${field}: ${detail}`;
}

/** Fastify's own 4xx in the shop's words: its messages echo the whole URL or name no remedy. */
const frameworkMessages: Partial<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The address of this request is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address of this request is too long.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'The request body must not be compressed (no Content-Encoding).',
};

/** One answer for every failure: 4xx say what was wrong, anything else is logged and told nothing. */
function answerFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode ?? 500;
  let answer: ErrorEnvelope;
  if (error.validation) {
    reply.code(400);
    answer = { status: false, message: validationMessage(error) };
  } else if (error instanceof RetryLaterError) {
    reply.code(error.statusCode).header('retry-after', String(error.retryAfterSeconds));
    answer = { status: false, message: error.message };
  } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    reply.code(413);
    answer = { status: false, message: 'The request is too large.' };
  } else if (statusCode >= 400 && statusCode < 500) {
    reply.code(statusCode);
    answer = { status: false, message: frameworkMessages[error.code] ?? error.message };
  } else if (isDatabaseUnreachable(error)) {
    request.log.warn({ err: error }, 'request failed: the database is unreachable');
    reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
    answer = { status: false, message: BRIEFLY_UNAVAILABLE };
  } else {
    request.log.error({ err: error }, 'request failed');
    reply.code(500);
    answer = { status: false, message: 'Something went wrong.' };
  }
  void reply.send(answer);
}

export const errorHandling = fp(async (app) => {
  app.setErrorHandler<FastifyError>(answerFailure);
  refuseTunnels(app.server);
});

/**
 * Fastify's own errors raised before a route is found (a URL it cannot decode, a path parameter over its
 * length): its option `frameworkErrors`, answered like any other failure.
 */
export const frameworkErrors = answerFailure;

/** Node's HTTP parser's errors, by code; anything else it cannot read is a 400. */
const clientErrors: Record<string, { statusCode: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: 'The request took too long to arrive.' },
};

/** Writes an answer in the envelope straight to the socket, where there is no reply object, and closes it. */
function answerOnSocket(socket: Duplex, statusCode: number, message: string, cause?: Error) {
  const body = JSON.stringify({ status: false, message } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(cause);
}

/**
 * A request the HTTP parser refused before Fastify saw it (headers too large, malformed HTTP, too slow):
 * Fastify's option `clientErrorHandler`, answered in the envelope and the connection closed, as Node does.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  // a connection the client reset has no one left to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = clientErrors[error.code] ?? {
    statusCode: 400,
    message: 'The request is not valid HTTP.',
  };
  answerOnSocket(socket, statusCode, message, error);
}

export const NOT_A_PROXY = 'This server does not open tunnels (CONNECT).';

/**
 * Node hands a CONNECT request to the server's 'connect' listeners, never to Fastify, and closes the
 * connection without a word when there is none: the shop is no proxy, and says so.
 */
function refuseTunnels(server: Server) {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    // Node leaves a CONNECT's socket to its listener; a client gone meanwhile has no one left to answer
    socket.on('error', () => undefined);
    answerOnSocket(socket, 405, NOT_A_PROXY);
  });
}
