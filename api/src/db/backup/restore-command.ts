// npm run db:restore <file>: the embedded database and the images as the backup in <file> holds them (the
// images alone with DATABASE_URL)
import { resolve } from 'node:path';
import { BackupRefused, foldersOf, restoreBackup } from './embedded-backup.ts';
import { runCommand } from './run-command.ts';

await runCommand(async ({ dataDir, databaseUrl }) => {
  if (!process.argv[2]) throw new BackupRefused('Name the backup to restore: npm run db:restore <file>');
  const file = resolve(process.argv[2]);
  const { setAside, imagesSetAside } = await restoreBackup(dataDir, file, { imagesOnly: Boolean(databaseUrl) });
  const replaced = [setAside, imagesSetAside].filter(Boolean);
  return (
    (databaseUrl
      ? `Restored the images of ${file} into ${foldersOf(dataDir).storage}. DATABASE_URL is set: restore the database on PostgreSQL with pg_restore (README, "Backups").`
      : `Restored ${file} into ${dataDir}.`) +
    (replaced.length > 0
      ? ` What it replaced is kept in ${replaced.join(' and ')}; delete it once you no longer need it.`
      : '')
  );
});
