import { z } from 'zod';
import { textField } from './text-field.ts';

/** A client's `Idempotency-Key` header: a UUID, the same on every try of one request, so a retry acts once. */
export const idempotencyKeyHeader = textField(36)
  .pipe(z.uuid({ error: 'must be a UUID' }))
  // the document shows the text a client sends, which would hide that it must be a UUID
  .meta({ format: 'uuid' })
  .optional();
