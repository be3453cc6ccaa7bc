import type { Call } from 'shared/testing/serve-call';

/** The query a served call was sent with, by parameter name. */
export const queryOf = (call: Call) => Object.fromEntries(new URL(call.url).searchParams);

/** The query of the last of `calls`. */
export const lastQuery = (calls: Call[]) => queryOf(calls.at(-1)!);
