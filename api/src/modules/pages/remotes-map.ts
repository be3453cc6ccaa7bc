/**
 * The remotes map as the server reads it (federation name → manifest URL): a map that is not JSON, or not an
 * object, counts as empty, and entries that are not text are left out. The shell in the browser reports such a map.
 */
export function parseRemotesMap(text: string | undefined): Record<string, string> {
  let map: unknown;
  try {
    map = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return {};
  return Object.fromEntries(
    Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
