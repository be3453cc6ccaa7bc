import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.zip': 'application/zip',
  '.ts': 'text/plain; charset=utf-8',
};

/** A tiny static file server for a remote's dist, on another origin, as a CDN would serve it. */
export interface StaticServer {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function staticServer(root: string, port: number): StaticServer {
  let server: Server | undefined;
  const sockets = new Set<import('node:net').Socket>();
  return {
    start: () =>
      new Promise((resolve, reject) => {
        server = createServer((request, response) => {
          const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
          const file = path.join(root, path.normalize(urlPath));
          response.setHeader('Access-Control-Allow-Origin', '*');
          if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
            response.writeHead(404).end('Not found');
            return;
          }
          response.writeHead(200, {
            'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
            'Cache-Control': 'no-cache',
          });
          createReadStream(file).pipe(response);
        });
        server.on('connection', (socket) => {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}

/** A second shop (the API server serving the built front ends) with its own port, database and remotes map. */
export interface ShopInstance {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startShop({ remotes }: { remotes: Record<string, string> }): Promise<ShopInstance> {
  const port = await freePort();
  const workDir = mkdtempSync(path.join(tmpdir(), 'healthy-grains-e2e-shop-'));
  const remotesFile = path.join(workDir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(remotes));
  const { DATABASE_URL: _unused, ...env } = process.env;
  const child: ChildProcess = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['api/src/server.ts'], {
    cwd: repoRoot,
    detached: true, // its own process group, so stop() ends tsx and the node it starts
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      REMOTES_FILE: remotesFile,
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`The second shop did not start on ${baseURL}.\n${stderr}`);
}
