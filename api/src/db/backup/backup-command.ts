// npm run db:backup [file]: the embedded database and the images to a file, by default BACKUP_DIR/shop-<time>.tar.gz;
// while a shop runs on the data directory, that shop takes it
import { join, resolve } from 'node:path';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { askShopForBackup } from './backup-requests.ts';
import { backUpEmbeddedDatabase, backUpImages, backupFileName, foldersOf } from './embedded-backup.ts';
import { runCommand } from './run-command.ts';

await runCommand(async ({ dataDir, databaseUrl, backups }) => {
  const file = resolve(process.argv[2] ?? join(backups.dir, backupFileName(new Date())));
  const { pgdata, storage } = foldersOf(dataDir);
  if (databaseUrl) {
    await backUpImages(dataDir, file);
    return `Backed up the images in ${storage} to ${file}. DATABASE_URL is set: back up the database on PostgreSQL with pg_dump -Fc (README, "Backups").`;
  }
  try {
    await backUpEmbeddedDatabase(dataDir, file);
    return `Backed up the embedded database and the images in ${dataDir} to ${file}`;
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    await askShopForBackup(pgdata, file);
    return `The shop running on ${dataDir} (pid ${error.pid}) backed up its database and images to ${file}`;
  }
});
