import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One entry of a build's `shared` list: a share key (`react`, `react/jsx-runtime`, `shared/ui/price.tsx`). */
export interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
  /** The range the build accepts; `false` or absent: any version. */
  requiredVersion?: string | false;
}

/** The parts of a Module Federation `mf-manifest.json` the check reads. */
export interface FederationManifest {
  name: string;
  metaData?: { buildInfo?: { buildName?: string } };
  shared: SharedEntry[];
}

/** A manifest that could not be read: its message is meant for the person who ran the check. */
export class UnreadableManifestError extends Error {}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** A file inside the current folder relative to it, as the person running the check would type it; others as they are. */
const shown = (source: string) => {
  const relative = path.relative(process.cwd(), source);
  return isUrl(source) || relative.startsWith('..') || path.isAbsolute(relative) ? source : relative;
};

/** fetch's own message is only "fetch failed": the reason is its cause. */
const reasonOf = (error: unknown) =>
  error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);

const isSharedEntry = (entry: unknown): entry is SharedEntry => {
  if (typeof entry !== 'object' || entry === null) return false;
  const { name, version, requiredVersion } = entry as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof version === 'string' &&
    (requiredVersion === undefined || requiredVersion === false || typeof requiredVersion === 'string')
  );
};

const isFederationManifest = (value: unknown): value is FederationManifest => {
  if (typeof value !== 'object' || value === null) return false;
  const { name, shared } = value as Record<string, unknown>;
  return typeof name === 'string' && Array.isArray(shared) && shared.every(isSharedEntry);
};

async function readText(source: string): Promise<string> {
  if (isUrl(source)) {
    const response = await fetch(source).catch((error: unknown) => {
      throw new UnreadableManifestError(`Could not fetch ${source}: ${reasonOf(error)}`);
    });
    if (!response.ok) {
      throw new UnreadableManifestError(`Could not fetch ${source}: ${response.status} ${response.statusText}`);
    }
    return response.text();
  }
  return readFile(source, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new UnreadableManifestError(`No manifest at ${shown(source)}: build first (npm run build).`);
    }
    throw new UnreadableManifestError(`Could not read ${shown(source)}: ${reasonOf(error)}`);
  });
}

/** Reads a build's `mf-manifest.json` from a file path or an http(s) URL. */
export async function readManifest(source: string): Promise<FederationManifest> {
  const text = await readText(source);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UnreadableManifestError(`${shown(source)} is not JSON.`);
  }
  if (!isFederationManifest(value)) {
    throw new UnreadableManifestError(
      `${shown(source)} is not a Module Federation manifest (a name and a shared list).`,
    );
  }
  return value;
}
