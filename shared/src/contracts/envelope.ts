import { z } from 'zod';

/** Every answer of the API: `{ status, message, data }` (the envelope). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string().optional(), data });

/** One page of a list: its items, and `total`, how many there are over every page. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal(true),
    message: z.string().optional(),
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });

/** Every row of a back-office list, or a page of them with `total` (how many match over every page), `page` and `per_page`. */
export const everyOrPagedRecords = <T extends z.ZodType>(item: T) =>
  pagedEnvelope(item).partial({ total: true, page: true, per_page: true });

/** An answer that only says what was done: `{ status: true, message }`. */
export const messageResponse = z.object({ status: z.literal(true), message: z.string() });

/** The type of such an answer, for a caller that has no schema of it. */
export interface Envelope<Data> {
  status: true;
  message?: string;
  data: Data;
}

/** A page of a list and where it stands: `total` items match over every page. */
export interface PagedEnvelope<Item> extends Envelope<Item[]> {
  total: number;
  page: number;
  per_page: number;
}

export const errorEnvelope = z.object({
  status: z.literal(false),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
