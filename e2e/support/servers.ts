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
  /** serves, or goes on serving when it already does */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function staticServer(root: string, port: number): StaticServer {
  let server: Server | undefined;
  const sockets = new Set<import('node:net').Socket>();
  return {
    start: () =>
      new Promise((resolve, reject) => {
        if (server) {
          resolve();
          return;
        }
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

/** Every remote, by federation name: its folder, which the shop serves under `/mfe/`. */
const remoteFolders = {
  mfe_catalog: 'mfe-catalog',
  mfe_cart_checkout: 'mfe-cart-checkout',
  mfe_content: 'mfe-content',
  mfe_account: 'mfe-account',
  mfe_admin: 'mfe-admin',
};
export type RemoteName = keyof typeof remoteFolders;

const servedByTheShop = (remote: RemoteName) => `/mfe/${remoteFolders[remote]}/mf-manifest.json`;

/** A remote deployed on an origin of its own: a copy of its build, served as its team's CDN would. */
interface Deployment {
  origin: StaticServer;
  /** the folder that origin serves */
  folder: string;
  manifestUrl: string;
  remove(): Promise<void>;
}

async function deployElsewhere(
  remote: RemoteName,
  { prepare, down = false }: { prepare?: (folder: string) => void; down?: boolean },
): Promise<Deployment> {
  const folder = mkdtempSync(path.join(tmpdir(), `healthy-grains-${remote}-deployment-`));
  cpSync(path.join(repoRoot, remoteFolders[remote], 'dist'), folder, { recursive: true });
  prepare?.(folder);
  const port = await freePort();
  const origin = staticServer(folder, port);
  const remove = async () => {
    await origin.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    if (!down) await origin.start();
  } catch (error) {
    await remove();
    throw error;
  }
  return { origin, folder, manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`, remove };
}

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
  remote: 'mfe_catalog' | 'mfe_content',
  options: { prepare?: (deployment: string) => void; down?: boolean } = {},
): Promise<RemoteElsewhere> {
  const deployment = await deployElsewhere(remote, options);
  try {
    const shop = await startShop({
      remotes: {
        mfe_catalog: servedByTheShop('mfe_catalog'),
        mfe_content: servedByTheShop('mfe_content'),
        [remote]: deployment.manifestUrl,
      },
    });
    return {
      shop,
      remoteOrigin: deployment.origin,
      deployment: deployment.folder,
      stop: async () => {
        await shop.stop();
        await deployment.remove();
      },
    };
  } catch (error) {
    await deployment.remove();
    throw error;
  }
}

export interface EveryRemoteElsewhere {
  shop: ShopProcess;
  /** each remote's origin, to stop and start as its team's CDN might go down and come back */
  origins: Record<RemoteName, StaticServer>;
  stop(): Promise<void>;
}

/**
 * A second shop whose every remote is served from an origin of its own, all stopped when `down`; `env` adds
 * settings to the shop.
 */
export async function startShopWithEveryRemoteElsewhere({
  down = false,
  env,
}: { down?: boolean; env?: Record<string, string> } = {}): Promise<EveryRemoteElsewhere> {
  const names = Object.keys(remoteFolders) as RemoteName[];
  const deployments: Deployment[] = [];
  const removeAll = () => Promise.all(deployments.map((deployment) => deployment.remove()));
  try {
    for (const name of names) deployments.push(await deployElsewhere(name, { down }));
    const shop = await startShop({
      remotes: Object.fromEntries(names.map((name, index) => [name, deployments[index]!.manifestUrl])),
      env,
    });
    return {
      shop,
      origins: Object.fromEntries(names.map((name, index) => [name, deployments[index]!.origin])) as Record<
        RemoteName,
        StaticServer
      >,
      stop: async () => {
        await shop.stop();
        await removeAll();
      },
    };
  } catch (error) {
    await removeAll();
    throw error;
  }
}
