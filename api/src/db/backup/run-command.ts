import { readConfig } from '../../config.ts';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { BackupRefused } from './embedded-backup.ts';

/**
 * Runs a backup command: what it did on one line, or why it could not (a setting, a shop running on the data
 * directory, a database on PostgreSQL) on one line with exit code 1.
 */
export async function runCommand(command: () => Promise<string>): Promise<void> {
  try {
    if (readConfig().databaseUrl)
      throw new BackupRefused(
        'DATABASE_URL is set: the database is a PostgreSQL server. Back it up with pg_dump -Fc and restore it with pg_restore (README, "Backups").',
      );
    console.log(await command());
  } catch (error) {
    if (error instanceof DataDirInUseError)
      console.error(
        `A shop is running on ${error.dataDir} (pid ${error.pid}). Stop it first: the embedded database is backed up and restored while no shop uses it.`,
      );
    else if (error instanceof BackupRefused || isSettingError(error)) console.error(error.message);
    else throw error;
    process.exitCode = 1;
  }
}

const isSettingError = (error: unknown): error is Error =>
  error instanceof Error && error.message.startsWith('Invalid environment setting.');
