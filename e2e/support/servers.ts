import { cpSync, createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/testing/free-port.ts';
import { repoRoot, startShopProcess, type ShopProcess } from '../../scripts/testing/shop-process.ts';

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
        if (!server) {
          resolve();
          return;
        }
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}

/**
 * A second shop (the API server serving the built front ends) with its own port and database;
 * `remotes` replaces its remotes map, `env` adds settings (an SMTP server, say).
 */
export function startShop({
  remotes,
  env = {},
}: {
  remotes?: Record<string, string>;
  env?: Record<string, string>;
}): Promise<ShopProcess> {
  return startShopProcess({
    command: [path.join(repoRoot, 'node_modules/.bin/tsx'), 'api/src/server.ts'],
    tempDirPrefix: 'healthy-grains-e2e-shop-',
    env: (workDir) => {
      if (!remotes) return env;
      const remotesFile = path.join(workDir, 'remotes.json');
      writeFileSync(remotesFile, JSON.stringify(remotes));
      return { ...env, REMOTES_FILE: remotesFile };
    },
    startupTimeoutMs: 90_000,
  });
}

/** The remotes of such a shop, by federation name: their folders, which the shop serves under `/mfe/`. */
const remoteFolders = { mfe_catalog: 'mfe-catalog', mfe_content: 'mfe-content' };
const ownRemotes = Object.fromEntries(
  Object.entries(remoteFolders).map(([name, folder]) => [name, `/mfe/${folder}/mf-manifest.json`]),
);

export interface RemoteElsewhere {
  shop: ShopProcess;
  remoteOrigin: StaticServer;
  /** the folder that origin serves: a copy of the remote's build, as its team deployed it */
  deployment: string;
  stop(): Promise<void>;
}

/**
 * A second shop with the catalogue and the content remotes (no cart), one of them served from a copy of its build
 * on another origin, as its team's CDN would. `prepare` changes the copy before it is served; the origin is left
 * stopped when `down`.
 */
export async function startShopWithRemoteElsewhere(
  remote: keyof typeof remoteFolders,
  { prepare, down = false }: { prepare?: (deployment: string) => void; down?: boolean } = {},
): Promise<RemoteElsewhere> {
  const deployment = mkdtempSync(path.join(tmpdir(), `healthy-grains-${remote}-deployment-`));
  cpSync(path.join(repoRoot, remoteFolders[remote], 'dist'), deployment, { recursive: true });
  prepare?.(deployment);
  const port = await freePort();
  const remoteOrigin = staticServer(deployment, port);
  const removeDeployment = () => rmSync(deployment, { recursive: true, force: true });
  if (!down) await remoteOrigin.start();
  try {
    const shop = await startShop({
      remotes: { ...ownRemotes, [remote]: `http://127.0.0.1:${port}/mf-manifest.json` },
    });
    return {
      shop,
      remoteOrigin,
      deployment,
      stop: async () => {
        await remoteOrigin.stop();
        await shop.stop();
        removeDeployment();
      },
    };
  } catch (error) {
    await remoteOrigin.stop();
    removeDeployment();
    throw error;
  }
}
