import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

type QueryError = FetchBaseQueryError | SerializedError;

/** The API's answer for an id that names nothing: not found, or not an id at all. */
export const isMissing = (error: QueryError | undefined) =>
  error !== undefined && 'status' in error && (error.status === 404 || error.status === 400);

/**
 * A loader's query result, or a throw when the API failed: the page is then sent without that data (the browser
 * asks for it again) and is not cached.
 */
export function dataOf<T>({ data, error }: { data?: T; error?: QueryError }): T {
  if (error || data === undefined) throw new Error(`The catalogue could not be read: ${JSON.stringify(error)}`);
  return data;
}
