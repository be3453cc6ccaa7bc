/**
 * Nothing in the repository points at a document outside it: a reader can open every document the code, the
 * tests and the docs refer to. A contract is described in the project's own words, or points at something
 * the repository has (the OpenAPI document at /api/docs, the contracts in shared/src/contracts, docs/).
 * Run by `npm run lint` with node:test; it reads every file git tracks.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');

/** The ways a citation of an outside document has been written, each with what it looks like. */
const outsideDocumentPatterns: readonly { pattern: RegExp; example: string }[] = [
  // "spec document 2", "spec doc", "specification documents"
  { pattern: /\bspec(?:ification)?\s+doc(?:ument)?s?\b/i, example: 'per spec document 2, section 7' },
  // "the spec", "Spec:", "spec section 5": the word on its own, not a file name (`*.spec.ts`) or a package
  { pattern: /(?<![\w./@-])spec(?:ification)?(?![\w.-])/i, example: "the spec's rules" },
  // "document 2, section 4", "documents 1 and 2"
  { pattern: /\bdocuments?\s+[12]\b/i, example: 'Register (document 1): the e-mail rule' },
  // "section 7", "sections 4 and 8", "§ 7"
  { pattern: /\bsections?\s+\d/i, example: 'the multipart form of section 7' },
  { pattern: /§/, example: 'as in §7' },
  // the architecture and style documents, and the two spec files by name
  { pattern: /\bARCHITECTURE\.md\b/, example: 'see ARCHITECTURE.md, known pitfalls' },
  { pattern: /\bSTYLE\.md\b/, example: 'STYLE.md "One direction for imports"' },
  { pattern: /storefront-and-checkout/i, example: 'storefront-and-checkout.md' },
  { pattern: /orders-account-admin/i, example: 'orders-account-admin.md' },
  // a document beside the repository's folders, reached with ../ (`../shared/README.md`)
  { pattern: /\.\.\/shared\/\S*\.md\b/, example: 'see ../shared/README.md' },
];

/** Files not read: this one, whose examples are citations on purpose, and the lock file's package names. */
const filesNotRead: readonly string[] = ['scripts/lint/no-outside-documents.test.mts', 'package-lock.json'];

/** The patterns `line` matches, by their source; none for a line that cites nothing outside. */
function citations(line: string): string[] {
  return outsideDocumentPatterns.filter(({ pattern }) => pattern.test(line)).map(({ pattern }) => pattern.source);
}

/** Every file git tracks that is there and holds text, relative to the repository's root. */
function trackedTextFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  return listing
    .split('\0')
    .filter((file) => file !== '' && !filesNotRead.includes(file))
    .filter((file) => existsSync(path.join(root, file)))
    .filter((file) => !readFileSync(path.join(root, file)).includes(0));
}

test('each pattern catches its example, and the matcher finds a citation in a line', () => {
  for (const { pattern, example } of outsideDocumentPatterns) {
    assert.match(example, pattern);
  }
  assert.notDeepEqual(citations('/** Spec document 2, section 8: a failed list is only logged. */'), []);
  assert.notDeepEqual(citations("// the spec's 5 s wait is left out"), []);
});

test('the matcher lets file names, package names and plain prose through', () => {
  for (const line of [
    "e2e/tests/back-office-orders.spec.ts checks the order's dialog",
    '"node_modules/@standard-schema/spec": {',
    "import { test } from 'api/src/spec-payloads.test.ts';",
    "setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jest-setup.ts'],",
    'A failed list is only logged; the table reads "No orders found.".',
    'The OpenAPI document at /api/docs lists every call.',
  ]) {
    assert.deepEqual(citations(line), [], line);
  }
});

test('no tracked file cites a document outside the repository', () => {
  const found: string[] = [];
  for (const file of trackedTextFiles()) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (citations(line).length > 0) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
      });
  }
  assert.deepEqual(found, [], `${found.length} lines cite a document outside the repository`);
});
