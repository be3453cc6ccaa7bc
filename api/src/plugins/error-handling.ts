import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from 'shared/contracts/envelope';

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

/** One answer for every failure: 4xx say what was wrong, anything else is logged and told nothing. */
export const errorHandling = fp(async (app) => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    let answer: ErrorEnvelope;
    if (error.validation) {
      reply.code(400);
      answer = { status: false, message: validationMessage(error) };
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      reply.code(413);
      answer = { status: false, message: 'The request is too large.' };
    } else if (statusCode >= 400 && statusCode < 500) {
      reply.code(statusCode);
      answer = { status: false, message: error.message };
    } else {
      request.log.error({ err: error }, 'request failed');
      reply.code(500);
      answer = { status: false, message: 'Something went wrong.' };
    }
    return reply.send(answer);
  });
});
