import { z } from 'zod';

/** `GET api/session`: the client reads `session_id` from the top level. */
export const sessionResponse = z.object({
  status: z.literal(true),
  session_id: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;
