// A backup file: a gzipped tarball of pgdata/ (the embedded database's files) and storage/ (the images), laid
// out as in DATA_DIR, so `tar xzf` into an empty DATA_DIR also gives a shop its data back.
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { link, mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tarFs from 'tar-fs';
import tarStream from 'tar-stream';

/** The folders of DATA_DIR a backup holds. */
export const DATABASE_FOLDER = 'pgdata';
export const IMAGES_FOLDER = 'storage';

export type BackupContents = {
  /** the embedded database's files as PGlite dumps them (an uncompressed tar); none for the images alone */
  database?: ArrayBuffer;
  /** the images' folder; a missing one adds nothing */
  storageDir: string;
};

const addEntry = (pack: tarStream.Pack, header: tarStream.Header, content: Buffer) =>
  new Promise<void>((resolve, reject) => pack.entry(header, content, (error) => (error ? reject(error) : resolve())));

/** PGlite names its files from the data directory's root ("/base/1/…"); a backup holds them under pgdata/. */
async function addDatabaseFiles(pack: tarStream.Pack, dump: ArrayBuffer): Promise<void> {
  const files = tarStream.extract();
  files.end(Buffer.from(dump));
  for await (const file of files) {
    const content = await buffer(file);
    const name = `${DATABASE_FOLDER}/${file.header.name.replace(/^\/+/, '')}`;
    await addEntry(pack, { ...file.header, name }, content);
  }
}

const addImages = (pack: tarStream.Pack, storageDir: string) =>
  new Promise<void>((resolve, reject) => {
    const images = tarFs.pack(storageDir, {
      pack,
      finalize: false,
      finish: () => resolve(),
      map: (header) => ({ ...header, name: header.name === '.' ? IMAGES_FOLDER : `${IMAGES_FOLDER}/${header.name}` }),
    });
    images.once('error', reject);
  });

/**
 * Writes a backup to `file`: gzipped into a temporary file beside it, then linked to its name, which fails
 * rather than replace a file that exists; so `file` is either whole or absent.
 */
export async function writeBackup(file: string, { database, storageDir }: BackupContents): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  const pack = tarStream.pack();
  const fill = async () => {
    if (database) await addDatabaseFiles(pack, database);
    if (existsSync(storageDir)) await addImages(pack, storageDir);
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
