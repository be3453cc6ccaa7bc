import { z } from 'zod';

/** Every answer of the API: `{ status, message, data }` (the envelope). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string().optional(), data });

/** The type of such an answer, for a caller that has no schema of it. */
export interface Envelope<Data> {
  status: true;
  message?: string;
  data: Data;
}

export const errorEnvelope = z.object({
  status: z.literal(false),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
