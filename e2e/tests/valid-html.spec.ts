import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { paths } from 'shared/config/routes';
import { expect, test } from '../support/test.ts';

/** The Nu HTML checker's jar: the vnu-jar package's main export is its path (docs/decisions/valid-html.md). */
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;

/** An address the shop answers with its not-found page, which is rendered by the server too. */
const notFound = '/no-such-page';

/**
 * Errors the pinned checker reports on valid CSS, by their exact message. The CSS validator inside vnu-jar 25.11.25
 * does not know `contain-intrinsic-size` (CSS Box Sizing 4), which the home page's sections below the fold pair with
 * `content-visibility: auto`. Drop an entry once the pin moves to a checker that accepts it.
 */
const checkerGaps = new Set(["CSS: “contain-intrinsic-size”: Property “contain-intrinsic-size” doesn't exist."]);

/** One error the checker reports, as its JSON output gives it. */
interface CheckerMessage {
  type: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** A fetched page: its address, what the server answered, and the file the checker reads it from. */
interface SavedPage {
  address: string;
  status: number;
  file: string;
}

/**
 * Why the checker cannot run on this machine, or undefined when it can. It needs Java 11+ on the PATH; a machine
 * with Node only skips the check rather than fail (or download a Java, which nothing in this project may do).
 */
function missingJava(): string | undefined {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  // with no `java` at all, stderr is null whatever its type says; a stub that finds no runtime exits with an error
  const version = java.error || java.status !== 0 ? null : /version "(\d+)(?:\.(\d+))?/.exec(java.stderr);
  if (!version)
    return 'the HTML check needs Java 11+ (`java` on the PATH) to run the Nu HTML checker, and none was found';
  const major = version[1] === '1' ? Number(version[2]) : Number(version[1]);
  if (major < 11) return `the HTML check needs Java 11+ to run the Nu HTML checker; \`java\` on the PATH is ${major}`;
  return undefined;
}

/**
 * Every public page: those the sitemap lists (pages, products, combos), the splash of a first visit, which it leaves
 * out as no page to index, and the not-found page.
 */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status(), '/sitemap.xml').toBe(200);
  const sitemap = await response.text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  expect(listed, 'pages in the sitemap').toContain(paths.home);
  return [...listed, paths.splash, notFound];
}

/** Saves the HTML the server sends for each page (not the DOM after its scripts) into `folder`, one file each. */
async function savePages(request: APIRequestContext, addresses: string[], folder: string): Promise<SavedPage[]> {
  return Promise.all(
    addresses.map(async (address, index) => {
      const response = await request.get(address);
      const file = path.join(folder, `${String(index).padStart(3, '0')}${address.replace(/[^\w-]+/g, '-')}.html`);
      writeFileSync(file, await response.text());
      return { address, status: response.status(), file };
    }),
  );
}

/** Runs the checker once over every file (the JVM's start is the slow part) and gives the errors it reports. */
function checkHtml(files: string[]): Promise<CheckerMessage[]> {
  const args = ['-jar', vnuJar, '--format', 'json', '--errors-only', '--stdout', ...files];
  return new Promise((resolve, reject) => {
    // the checker exits with 1 when it finds errors: the JSON says which, and any other failure has no JSON
    execFile('java', args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        const { messages } = JSON.parse(stdout) as { messages: CheckerMessage[] };
        resolve(messages.filter(({ message }) => !checkerGaps.has(message)));
      } catch {
        reject(new Error(`the Nu HTML checker gave no report (${error?.message ?? 'no output'})\n${stderr}`));
      }
    });
  });
}

/** One line per error: the page, where in its HTML, the checker's message and the markup it points at. */
function describeErrors(messages: CheckerMessage[], pages: SavedPage[]): string[] {
  const addressOf = new Map(pages.map(({ file, address }) => [file, address]));
  return messages.map(({ type, url, lastLine, firstColumn, message, extract }) => {
    const file = url?.startsWith('file:') ? new URL(url).pathname : url;
    const where = `${(file && addressOf.get(file)) ?? file ?? '(no page)'}:${lastLine ?? '?'}:${firstColumn ?? '?'}`;
    const markup = extract ? `\n    ${extract.replace(/\s+/g, ' ').trim()}` : '';
    return `${where} ${type}: ${message}${markup}`;
  });
}

test.describe('the HTML the server sends', () => {
  test('every public page, and the not-found page, is valid HTML for the Nu HTML checker', async ({ request }) => {
    const reason = missingJava();
    test.skip(reason !== undefined, reason);

    const addresses = await publicPages(request);
    const folder = mkdtempSync(path.join(tmpdir(), 'healthy-grains-valid-html-'));
    try {
      const pages = await savePages(request, addresses, folder);
      for (const { address, status } of pages) expect(status, address).toBe(address === notFound ? 404 : 200);

      const errors = describeErrors(await checkHtml(pages.map(({ file }) => file)), pages);
      expect(errors, `Nu HTML checker errors on ${pages.length} pages`).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
