/**
 * The remotes map: federation name → manifest URL, fetched at start from
 * `/remotes.json`, so an operator moves a remote by editing the map, with no rebuild.
 */
export type RemotesMap = Record<string, string>;

export async function fetchRemotesMap(url = '/remotes.json'): Promise<RemotesMap> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes map answered ${response.status}`);
    const map: unknown = await response.json();
    if (!isRemotesMap(map)) throw new Error('remotes map is not an object of name → URL');
    return map;
  } catch (error) {
    // Without the map only the chrome works; each page region shows its retry.
    console.error('Failed to load the remotes map', error);
    return {};
  }
}

function isRemotesMap(value: unknown): value is RemotesMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
