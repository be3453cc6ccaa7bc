import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The process that holds a data directory. */
type Holder = { pid: number; startTime?: string };

/** A second process on one PGlite directory loses committed rows: it refuses to start, saying why. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database directory ${dataDir} is in use by another shop process (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another directory for this one.',
    );
  }
}

/**
 * When the process started, in clock ticks since boot (Linux's /proc), so a pid that came back as another
 * process (after a crash, or a restarted container numbering its processes the same way) is not taken for
 * the holder. Undefined where the system does not tell.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name, which is in parentheses: state is field 3, starttime field 22
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function readHolder(lockFile: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<Holder>;
    return Number.isInteger(holder.pid) && holder.pid! > 0 ? (holder as Holder) : undefined;
  } catch {
    return undefined;
  }
}

function isRunning({ pid, startTime }: Holder): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const runningSince = startTimeOf(pid);
  return startTime === undefined || runningSince === undefined || runningSince === startTime;
}

/** The lock file's name inside the data directory. */
export const LOCK_FILE = 'shop.lock';

/**
 * Holds `dataDir` for this process through a lock file created exclusively inside it, which names the
 * process. A lock whose process is gone (a crash, a kill -9) is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, startTime: startTimeOf(process.pid) };
  for (;;) {
    try {
      writeFileSync(lockFile, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockFile);
    if (holder && isRunning(holder)) throw new DataDirInUseError(dataDir, holder.pid);
    rmSync(lockFile, { force: true });
  }
}
