import { type Config, readConfig } from '../../config.ts';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { BackupRefused } from './embedded-backup.ts';

/**
 * Runs a backup command: what it did on one line, or why it could not (a setting, a shop running on the data
 * directory) on one line with exit code 1.
 */
export async function runCommand(command: (config: Config) => Promise<string>): Promise<void> {
  try {
    console.log(await command(readConfig()));
  } catch (error) {
    if (error instanceof DataDirInUseError)
      console.error(
        `A shop is running on ${error.dataDir} (pid ${error.pid}). Stop it first: a restore replaces the database it has open.`,
      );
    else if (error instanceof BackupRefused || isSettingError(error)) console.error(error.message);
    else throw error;
    process.exitCode = 1;
  }
}

const isSettingError = (error: unknown): error is Error =>
  error instanceof Error && error.message.startsWith('Invalid environment setting.');
