import { readFile } from 'node:fs/promises';

/** How long a file read is reused: a change (a deploy, a repointed remote) shows within this. */
const FRESH_FOR_MS = 1000;

/**
 * Reads a file at most once a second, for files read on every page request; undefined while it cannot be read.
 */
export function recentFile(path: string): () => Promise<string | undefined> {
  let last: { at: number; content: Promise<string | undefined> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > FRESH_FOR_MS) {
      last = { at: Date.now(), content: readFile(path, 'utf8').catch(() => undefined) };
    }
    return last.content;
  };
}
