// npm run db:backup [file]: the embedded database to a file, by default backups/shop-<time>.tar.gz
import { join, resolve } from 'node:path';
import { readConfig, repoRoot } from '../../config.ts';
import { backUpEmbeddedDatabase } from './embedded-backup.ts';
import { runCommand } from './run-command.ts';

await runCommand(async () => {
  const { dataDir } = readConfig();
  const pgdata = join(dataDir, 'pgdata');
  const file = resolve(
    process.argv[2] ?? join(repoRoot, 'backups', `shop-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`),
  );
  await backUpEmbeddedDatabase(pgdata, file);
  return `Backed up the embedded database in ${pgdata} to ${file}`;
});
