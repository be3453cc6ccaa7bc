// How `npm run db:backup` asks the shop running on a data directory for a backup: over a Unix socket in a
// folder only the shop's user can open, never through the shop's port; the socket's path is in pgdata/.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { json } from 'node:stream/consumers';
import { z } from 'zod';
import { BackupRefused } from './embedded-backup.ts';

/** The file in the database's folder naming the running shop's socket. */
const SOCKET_FILE = 'backup-requests';

const backupRequest = z.object({ file: z.string().refine(isAbsolute, 'must be an absolute path') });
const backupAnswer = z.object({ message: z.string() });

export type BackupRequests = { close: () => Promise<void> };

/**
 * Takes backup requests for the shop holding `pgdata`: each names the file to write, and is answered once the
 * backup is written (200) or could not be (409 with the reason).
 */
export async function takeBackupRequests(
  pgdata: string,
  backUp: (file: string) => Promise<void>,
): Promise<BackupRequests> {
  // mkdtemp makes the folder readable by this user alone, so no other user can connect; in the system's temp
  // folder, since a socket's path may not exceed 108 bytes
  const folder = await mkdtemp(join(tmpdir(), 'shop-backups-'));
  const socketPath = join(folder, 'requests.sock');
  const server = createServer((request, response) => {
    const answer = (status: number, message: string) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message }));
    json(request)
      .then(async (body) => {
        const parsed = backupRequest.safeParse(body);
        if (!parsed.success) return answer(400, `A backup request names its file: ${parsed.error.message}`);
        await backUp(parsed.data.file);
        answer(200, `Backed up to ${parsed.data.file}`);
      })
      .catch((error: unknown) => answer(409, (error as Error).message));
  });
  server.listen(socketPath);
  await once(server, 'listening');
  await writeFile(join(pgdata, SOCKET_FILE), socketPath);
  return {
    close: async () => {
      await rm(join(pgdata, SOCKET_FILE), { force: true });
      await new Promise((resolve) => server.close(resolve));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Asks the shop running on `pgdata` to back itself up to `file`; answers once it has. */
export async function askShopForBackup(pgdata: string, file: string): Promise<void> {
  const socketPath = await readFile(join(pgdata, SOCKET_FILE), 'utf8').catch(() => undefined);
  if (!socketPath)
    throw new BackupRefused(
      `The shop running on ${pgdata} takes no backup requests yet (it is starting, or it started before backups were taken online): try again in a moment, or restart it.`,
    );
  const request = httpRequest({ socketPath, method: 'POST', path: '/backups' });
  request.end(JSON.stringify({ file }));
  const [response] = (await once(request, 'response').catch((error: unknown) => {
    throw new BackupRefused(
      `The shop running on ${pgdata} did not take the backup request: ${(error as Error).message}`,
    );
  })) as [IncomingMessage];
  const { message } = backupAnswer.parse(await json(response));
  if (response.statusCode !== 200) throw new BackupRefused(`The running shop could not back up: ${message}`);
}
