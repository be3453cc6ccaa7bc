/**
 * Every repository path that README.md and the documents under docs/ name must exist, so a renamed or removed
 * file cannot leave a reader following a dead pointer. Run by `npm run lint` with node:test, beside the import
 * rules. A path is a code span or a link that starts with one of the repository's top-level folders (or is a
 * root file); spans with placeholders (`*`, `<…>`, `{…}`, `…`, `...`) or spaces (commands, calls) are not paths.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');

const topFolders = ['api', 'bench', 'docs', 'e2e', 'scripts', 'shared', 'shell', 'types'];
const rootFiles = new Set([
  'README.md',
  'package.json',
  'package-lock.json',
  'rspack.base.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'eslint.config.mjs',
  'jest.config.js',
  '.prettierrc.json',
  '.gitignore',
]);
const startsInRepository = new RegExp(`^(?:${topFolders.join('|')}|mfe-[a-z-]+)/`);
// Folders a build, a run or a test writes and git ignores: named in the documents, absent from a fresh clone.
const generatedFolders = new Set([
  'dist',
  'dist-server',
  'node_modules',
  '@mf-types',
  '.swc',
  'data',
  'backups',
  'test-results',
  'playwright-report',
]);
// How the code imports a file, which the documents also use: without its extension, or `shared/…` for the
// package's `shared/src/…`.
const extensions = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.d.ts', '/index.ts', '/index.tsx'];

export interface NamedPath {
  /** Relative to the repository root. */
  readonly path: string;
  /** 1-based line of the document. */
  readonly line: number;
}

/** Whether a code span's text names a file or folder of the repository (rather than a command, a URL, …). */
export function looksLikeRepositoryPath(text: string): boolean {
  if (/[\s*<>{}…]|\.\.\./u.test(text)) return false;
  return rootFiles.has(text) || startsInRepository.test(text);
}

/** The repository paths `markdown` (a document at `documentPath`, relative to the root) names. */
export function namedPaths(markdown: string, documentPath: string): NamedPath[] {
  const found: NamedPath[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/u.test(text)) fenced = !fenced;
    if (fenced) return;
    const line = index + 1;
    for (const [, span = ''] of text.matchAll(/`([^`]+)`/gu)) {
      if (looksLikeRepositoryPath(span)) found.push({ path: span, line });
    }
    for (const [, target = ''] of text.replaceAll(/`[^`]+`/gu, '').matchAll(/\]\(([^)\s]+)/gu)) {
      const linked = target.split('#')[0] ?? '';
      if (linked === '' || /^[a-z][a-z+.-]*:/iu.test(linked) || /[*<>{}…]/u.test(linked)) continue;
      const resolved = linked.startsWith('/')
        ? linked.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(documentPath), linked));
      found.push({ path: resolved, line });
    }
  });
  return found;
}

/** Whether `repositoryPath` exists in the repository at `base`, read as the documents write paths. */
export function pathExists(repositoryPath: string, base = root): boolean {
  const clean = repositoryPath.replace(/\/$/u, '');
  if (clean.split('/').some((segment) => generatedFolders.has(segment))) return true;
  const candidates = [clean];
  if (clean.startsWith('shared/') && !clean.startsWith('shared/src/')) candidates.push(`shared/src/${clean.slice(7)}`);
  return candidates.some((candidate) =>
    extensions.some((extension) => existsSync(path.join(base, candidate + extension))),
  );
}

/** README.md and every Markdown file under docs/, relative to the root. */
function documents(): string[] {
  const underDocs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.posix.join('docs', file.split(path.sep).join('/')));
  return ['README.md', ...underDocs.sort()];
}

describe('paths named in the documents', () => {
  test('finds code spans and relative links, and leaves commands, URLs and placeholders alone', () => {
    const markdown = [
      'See `api/src/server.ts`, `npm run db:backup`, `GET api/products`, `/api/docs` and `mfe-*/src/`.',
      'Then `shell/src/routes/<page>.ts`, `shared/{a,b}.ts`, `shared/...`, `mfe-catalog/src/features/home/use-carousel.ts`.',
      '```',
      '`api/in-a-fence.ts`',
      '```',
      'Read [the records](./decisions/README.md), [a record](head-requests.md#context) and [a site](https://x.test).',
      'Root files: `package.json`, `rspack.base.ts`; not a path: `package`.',
    ].join('\n');
    assert.deepEqual(namedPaths(markdown, 'docs/decisions/index.md'), [
      { path: 'api/src/server.ts', line: 1 },
      { path: 'mfe-catalog/src/features/home/use-carousel.ts', line: 2 },
      { path: 'docs/decisions/decisions/README.md', line: 6 },
      { path: 'docs/decisions/head-requests.md', line: 6 },
      { path: 'package.json', line: 7 },
      { path: 'rspack.base.ts', line: 7 },
    ]);
  });

  test('fails a path that is not there, and reads package imports and generated folders as the code does', () => {
    assert.equal(pathExists('shell/src/routes/remote-pages.ts'), false);
    assert.equal(pathExists('shell/src/routes/remote-modules.ts'), true);
    assert.equal(pathExists('shared/contracts/contact.ts'), true);
    assert.equal(pathExists('shared/store/ui-slice'), true);
    assert.equal(pathExists('shell/dist/index.html'), true);
    assert.equal(pathExists('docs/'), true);
  });

  test('every path README.md and docs/ name exists', () => {
    const missing = documents().flatMap((document) =>
      namedPaths(readFileSync(path.join(root, document), 'utf8'), document)
        .filter(({ path: named }) => !pathExists(named))
        .map(({ path: named, line }) => `${document}:${line}: ${named}`),
    );
    assert.deepEqual(missing, [], `These paths named in the documents do not exist:\n${missing.join('\n')}`);
  });
});
