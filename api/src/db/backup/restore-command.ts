// npm run db:restore <file>: the embedded database as the backup in <file> holds it
import { join, resolve } from 'node:path';
import { readConfig } from '../../config.ts';
import { BackupRefused, restoreEmbeddedDatabase } from './embedded-backup.ts';
import { runCommand } from './run-command.ts';

await runCommand(async () => {
  const { dataDir } = readConfig();
  const pgdata = join(dataDir, 'pgdata');
  if (!process.argv[2]) throw new BackupRefused('Name the backup to restore: npm run db:restore <file>');
  const file = resolve(process.argv[2]);
  const { setAside } = await restoreEmbeddedDatabase(pgdata, file);
  return (
    `Restored ${file} into ${pgdata}.` +
    (setAside ? ` The database it replaced is kept in ${setAside}; delete it once you no longer need it.` : '')
  );
});
