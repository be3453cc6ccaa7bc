/// <reference types="jest" />
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkRemote } from './check-remote.ts';
import { readManifest, type FederationManifest, type SharedEntry } from './read-manifest.ts';

const root = path.resolve(__dirname, '../..');
/** Trimmed copies of real builds: the shell, the catalogue, and the catalogue rebuilt on React 18 and a `shared` 2.0.0. */
const fixture = (name: 'shell' | 'catalog' | 'catalog-skewed') =>
  path.join(__dirname, 'fixtures', `${name}-mf-manifest.json`);

const manifest = async (name: Parameters<typeof fixture>[0]) =>
  JSON.parse(await readFile(fixture(name), 'utf8')) as FederationManifest;

/** The catalogue as if built with one more shared singleton. */
const catalogSharing = async (entry: Omit<SharedEntry, 'singleton'>) => {
  const catalog = await manifest('catalog');
  return { ...catalog, shared: [...catalog.shared, { ...entry, singleton: true }] };
};

describe('a remote against the shell', () => {
  test("a remote built on the shell's versions matches, in one line that counts its singletons", async () => {
    expect(checkRemote(await manifest('shell'), await manifest('catalog'))).toEqual({
      ok: true,
      lines: ['mfe-catalog: 10 shared singletons (7 packages) match the shell'],
    });
  });

  test('a remote that needs React 18 and a newer `shared` fails, naming the remote, each package and both versions', async () => {
    expect(checkRemote(await manifest('shell'), await manifest('catalog-skewed'))).toEqual({
      ok: false,
      lines: [
        'mfe-catalog needs react ^18.2.0, the shell provides 19.3.1',
        'mfe-catalog needs shared ^2.0.0, the shell provides 1.0.0',
      ],
    });
  });

  test("a remote built on an older React 19 runs on the shell's newer one", async () => {
    const remote = await catalogSharing({ name: 'react-dom/client', version: '19.0.0', requiredVersion: '^19.0.0' });

    expect(checkRemote(await manifest('shell'), remote).ok).toBe(true);
  });

  test("a subpath the shell does not share itself is held to the shell's version of its package", async () => {
    const remote = await catalogSharing({ name: 'react-dom/server', version: '18.3.1', requiredVersion: '^18.2.0' });

    expect(checkRemote(await manifest('shell'), remote).lines).toEqual([
      'mfe-catalog needs react-dom ^18.2.0, the shell provides 19.3.1',
    ]);
  });

  test('a singleton the shell does not share at all fails', async () => {
    const remote = await catalogSharing({ name: 'zustand', version: '5.0.8', requiredVersion: '^5.0.8' });

    expect(checkRemote(await manifest('shell'), remote).lines).toEqual([
      'mfe-catalog needs zustand ^5.0.8, the shell does not provide zustand',
    ]);
  });
});

describe('reading a manifest', () => {
  test('a build that is not there is named, with what to do', async () => {
    await expect(readManifest(path.join(root, 'mfe-nothing/dist/mf-manifest.json'))).rejects.toThrow(
      'No manifest at mfe-nothing/dist/mf-manifest.json: build first (npm run build).',
    );
  });

  test('a file that is not a manifest is refused', async () => {
    await expect(readManifest(path.join(root, 'package.json'))).rejects.toThrow(
      'package.json is not a Module Federation manifest (a name and a shared list).',
    );
  });

  test('a deployed shell is read from its URL, and a URL that answers 404 is named', async () => {
    const shellManifest = await readFile(fixture('shell'), 'utf8');
    const server = createServer((request, response) => {
      if (request.url === '/mf-manifest.json')
        response.setHeader('Content-Type', 'application/json').end(shellManifest);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    try {
      await expect(readManifest(`${origin}/mf-manifest.json`)).resolves.toMatchObject({ name: 'shell' });
      await expect(readManifest(`${origin}/mfe/mfe-catalog/mf-manifest.json`)).rejects.toThrow(
        `Could not fetch ${origin}/mfe/mfe-catalog/mf-manifest.json: 404 Not Found`,
      );
    } finally {
      server.close();
    }
  });
});

describe('npm run check:shared-versions', () => {
  /** The command as a team runs it before deploying: its output and exit code. */
  async function runCheck(...args: string[]) {
    const cli = path.join(root, 'scripts', 'check-shared-versions.ts');
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
        cwd: root,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  }

  test('a skewed remote fails with exit code 1, naming the remote, the package and both versions', async () => {
    const { code, stdout, stderr } = await runCheck('--shell', fixture('shell'), '--remote', fixture('catalog-skewed'));

    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('mfe-catalog needs react ^18.2.0, the shell provides 19.3.1\n');
    expect(stderr).toContain('mfe-catalog needs shared ^2.0.0, the shell provides 1.0.0\n');
  });

  test('a matching remote passes with exit code 0 and one line', async () => {
    const { code, stdout } = await runCheck('--shell', fixture('shell'), '--remote', fixture('catalog'));

    expect(code).toBe(0);
    expect(stdout).toBe('mfe-catalog: 10 shared singletons (7 packages) match the shell\n');
  });

  test('a shell that is not built gives a message, not a stack trace', async () => {
    const { code, stderr } = await runCheck('--shell', path.join(root, 'shell-not-built/dist/mf-manifest.json'));

    expect(code).toBe(1);
    expect(stderr).toBe('No manifest at shell-not-built/dist/mf-manifest.json: build first (npm run build).\n');
  });
});
