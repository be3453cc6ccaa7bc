/**
 * The Chromium that the browser tests and the benchmarks drive, never one downloaded at run time:
 * `CHROMIUM_PATH` (or `CHROME_PATH`), else Debian's `/usr/bin/chromium`, else the headless shell that the
 * dev dependency `@sparticuz/chromium` ships inside its npm package, unpacked once into the temp folder.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface Chromium {
  executablePath: string;
  /** Which browser and why, for the one line a browser run prints first. */
  description: string;
}

const systemChromium = '/usr/bin/chromium';

/**
 * Flags for every one of them; callers add their own headless flag. The npm package's own `args` are
 * for AWS Lambda (one process, no web security, a software GL) and are not needed here: without web
 * security a remote served from another origin would load even with a CORS fault the tests must see.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function fromSetting(): Chromium | undefined {
  const name = process.env.CHROMIUM_PATH ? 'CHROMIUM_PATH' : process.env.CHROME_PATH ? 'CHROME_PATH' : undefined;
  if (!name) return undefined;
  const executablePath = process.env[name]!;
  if (!isExecutable(executablePath)) throw new Error(`${name} is "${executablePath}", which is not an executable file`);
  return { executablePath, description: `Chromium: ${executablePath} (set by ${name})` };
}

/**
 * The package unpacks into `os.tmpdir()` under fixed names (`chromium`, `fonts/`, the GL libraries), so it
 * runs in a child whose temp folder is a fresh one of ours, renamed into place when complete: a browser run
 * beside this one never sees half an executable, and nothing else in the temp folder is touched.
 */
async function unpackPackagedChromium(): Promise<Chromium> {
  const require = createRequire(import.meta.url);
  const packageDir = path.resolve(path.dirname(require.resolve('@sparticuz/chromium')), '../..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const unpacked = path.join(tmpdir(), `healthy-grains-chromium-${version}`);
  const executablePath = path.join(unpacked, 'chromium');
  const description = (how: string) =>
    `Chromium: @sparticuz/chromium ${version} (headless shell) ${how} ${unpacked}: no CHROMIUM_PATH and no ${systemChromium}`;
  if (existsSync(executablePath)) return { executablePath, description: description('already unpacked in') };

  const staging = mkdtempSync(`${unpacked}.unpacking-`);
  try {
    await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', "import c from '@sparticuz/chromium'; await c.executablePath();"],
      { cwd: import.meta.dirname, env: { ...process.env, TMPDIR: staging } },
    );
    renameSync(staging, unpacked);
  } catch (error) {
    // Another run unpacked it first: use theirs.
    if (!existsSync(executablePath)) throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { executablePath, description: description('unpacked to') };
}

async function chooseChromium(): Promise<Chromium> {
  const set = fromSetting();
  if (set) return set;
  if (isExecutable(systemChromium)) {
    return { executablePath: systemChromium, description: `Chromium: ${systemChromium} (system package)` };
  }
  return unpackPackagedChromium();
}

let chosen: Promise<Chromium> | undefined;

/** The Chromium of this run, chosen (and if need be unpacked) on the first call. */
export const findChromium = (): Promise<Chromium> => (chosen ??= chooseChromium());
