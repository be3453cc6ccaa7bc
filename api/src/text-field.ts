import { z } from 'zod';

/** Text a client sends. PostgreSQL cannot store U+0000, so it is refused here instead of failing at the database. */
export const textField = (maxLength: number) =>
  z
    .string()
    .max(maxLength, { error: `must be at most ${maxLength} characters` })
    .refine((text) => !text.includes('\u0000'), { error: 'must not contain a null character' });

/** A database id sent by a client: a positive whole number that fits the id column. */
export const idField = z
  .number({ error: 'must be a positive whole number' })
  .int({ error: 'must be a positive whole number' })
  .positive({ error: 'must be a positive whole number' })
  .max(2_147_483_647, { error: 'must be a positive whole number' });
