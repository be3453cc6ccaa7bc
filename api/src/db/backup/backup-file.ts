// A backup file: a gzipped tarball of pgdata/ (the embedded database's files) and storage/ (the images), laid
// out as in DATA_DIR, so `tar xzf` into an empty DATA_DIR also gives a shop its data back.
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { link, mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tarFs from 'tar-fs';
import tarStream from 'tar-stream';

/** The folders of DATA_DIR a backup holds. */
export const DATABASE_FOLDER = 'pgdata';
export const IMAGES_FOLDER = 'storage';

export type BackupContents = {
  /** a copy of the embedded database's files; none for the images alone */
  pgdata?: string;
  /** the images' folder; a missing one adds nothing */
  storageDir: string;
};

/** Adds the files under `dir` to `pack` under `folder`/. */
const addFolder = (pack: tarStream.Pack, dir: string, folder: string) =>
  new Promise<void>((resolve, reject) => {
    tarFs
      .pack(dir, {
        pack,
        finalize: false,
        finish: () => resolve(),
        map: (header) => ({ ...header, name: header.name === '.' ? folder : `${folder}/${header.name}` }),
      })
      .once('error', reject);
  });

/**
 * Writes a backup to `file`: gzipped into a temporary file beside it, then linked to its name, which fails
 * rather than replace a file that exists; so `file` is either whole or absent.
 */
export async function writeBackup(file: string, { pgdata, storageDir }: BackupContents): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  const pack = tarStream.pack();
  const fill = async () => {
    if (pgdata) await addFolder(pack, pgdata, DATABASE_FOLDER);
    if (existsSync(storageDir)) await addFolder(pack, storageDir, IMAGES_FOLDER);
    pack.finalize();
  };
  try {
    await Promise.all([pipeline(pack, createGzip(), createWriteStream(partial, { flags: 'wx' })), fill()]);
    await link(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Where an entry of a backup goes: under pgdata/ or storage/; a backup made before backups held the images
 * is PGlite's own dump, whose entries are the database's files alone.
 */
function placed(name: string): string {
  const path = name.replace(/^(\.?\/)+/, '');
  const inFolder = [DATABASE_FOLDER, IMAGES_FOLDER].some((folder) => path === folder || path.startsWith(`${folder}/`));
  return inFolder ? path : `${DATABASE_FOLDER}/${path}`;
}

/** Unpacks the backup in `file` into the folder `into`, as pgdata/ and storage/ (when it holds images). */
export async function unpackBackup(file: string, into: string): Promise<void> {
  await pipeline(
    createReadStream(file),
    createGunzip(),
    tarFs.extract(into, {
      map: (header) => ({ ...header, name: placed(header.name) }),
      // files and folders only: a link could lead out of the data directory
      ignore: (_name, header) => header?.type !== 'file' && header?.type !== 'directory',
    }),
  );
}
