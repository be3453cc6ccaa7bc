/**
 * The architecture's import rules in eslint.config.mjs, each shown refusing a small breach and letting the
 * allowed imports through. Run by `npm run lint` with node:test rather than Jest: ESLint loads its
 * configuration with import(), which Jest's module sandbox refuses (hence `.mts`, outside Jest's `*.test.ts`).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(import.meta.dirname, '../..');

// The shop's own configuration. Without type information: the rules under test need none, and the breaches
// below are linted as files that do not exist, at the places in the packages where the rules apply.
const eslint = new ESLint({ cwd: root, ignore: false, overrideConfig: tseslint.configs.disableTypeChecked });

const architectureRules = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-properties',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
]);

/** What the architecture's rules say about `code` written at `file` (relative to the repository root). */
async function findings(file: string, code: string): Promise<Pick<Linter.LintMessage, 'ruleId' | 'message'>[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.ok(result);
  const parseErrors = result.messages.filter((message) => message.fatal);
  assert.deepEqual(parseErrors, [], `${file} parses`);
  return result.messages
    .filter((message) => message.ruleId !== null && architectureRules.has(message.ruleId))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const zone = (importPath: string, why: string) => ({
  ruleId: 'import-x/no-restricted-paths',
  message: `Unexpected path "${importPath}" imported in restricted zone. ${why}`,
});

const REMOTE_TO_REMOTE = 'A remote never imports another remote: what two remotes share moves to `shared`.';
const FEATURE_TO_FEATURE =
  "A feature imports no other feature but its endpoints (api.ts): what two features share moves to the remote's `src/ui`.";
const SHARED_TO_APP = '`shared` imports no remote, not the shell, not the api: they import it.';
const SHELL_TO_REMOTE =
  "The shell loads remotes only through Module Federation at run time, never from a remote's source.";
const API_TO_FRONT_END = 'The api imports no front end.';
const API_TO_SHARED = 'The api imports only the HTTP contracts of `shared` (shared/contracts/...), no front-end code.';
const ENVIRONMENT =
  'Only api/src/config.ts (run time) and rspack.base.ts (build time) read the environment: take the setting from them.';

test('a remote importing another remote is refused, by path or by package name', async () => {
  const byPath = '../../../../mfe-content/src/ui/contact-details.tsx';
  assert.deepEqual(
    await findings('mfe-catalog/src/features/home/fixture.ts', `export { ContactDetails } from '${byPath}';\n`),
    [zone(byPath, REMOTE_TO_REMOTE)],
  );
  const byName = 'mfe-catalog/src/features/home/use-autoplay.ts';
  assert.deepEqual(
    await findings('mfe-content/src/features/faqs/fixture.ts', `import { useAutoplay } from '${byName}';\n`),
    [zone(byName, REMOTE_TO_REMOTE)],
  );
});

test("a feature importing another feature of its remote is refused, but for the other's endpoints", async () => {
  const sibling = '../product-detail/product-purchase.tsx';
  assert.deepEqual(
    await findings('mfe-catalog/src/features/home/fixture.ts', `export { ProductPurchase } from '${sibling}';\n`),
    [zone(sibling, FEATURE_TO_FEATURE)],
  );
  const fromTest = '../../../features/checkout/checkout-screen.tsx';
  assert.deepEqual(
    await findings('mfe-cart-checkout/src/features/cart/__tests__/fixture.test.tsx', `export * from '${fromTest}';\n`),
    [zone(fromTest, FEATURE_TO_FEATURE)],
  );
  for (const allowed of ['../catalog/api.ts', '../../ui/product-card.tsx', './home-screen.tsx']) {
    assert.deepEqual(
      await findings('mfe-catalog/src/features/home/fixture.ts', `export * from '${allowed}';\n`),
      [],
      allowed,
    );
  }
});

test('endpoints injected past the name guard of shared/api/inject-endpoints are refused', async () => {
  const code = "import { baseApi } from 'shared/api/base-api';\nbaseApi.injectEndpoints({ endpoints: () => ({}) });\n";
  const found = await findings('mfe-catalog/src/features/home/fixture.ts', code);
  assert.deepEqual(
    found.map((finding) => finding.ruleId),
    ['no-restricted-properties'],
  );
});

test('shared importing a remote, the shell or the api is refused', async () => {
  const remote = '../../../mfe-cart-checkout/src/features/cart/api.ts';
  assert.deepEqual(await findings('shared/src/store/fixture.ts', `import { useCart } from '${remote}';\n`), [
    zone(remote, SHARED_TO_APP),
  ]);
  const shell = '../../../shell/src/routes/route-table.ts';
  assert.deepEqual(await findings('shared/src/config/fixture.ts', `import { routeTable } from '${shell}';\n`), [
    zone(shell, SHARED_TO_APP),
  ]);
  const api = '../../../api/src/money.ts';
  assert.deepEqual(await findings('shared/src/format/fixture.ts', `import { paiseFromRupees } from '${api}';\n`), [
    zone(api, SHARED_TO_APP),
  ]);
});

test("the shell importing a remote's source is refused", async () => {
  const source = '../../../mfe-catalog/src/exposes/home-page.tsx';
  assert.deepEqual(await findings('shell/src/routes/fixture.ts', `import HomePage from '${source}';\n`), [
    zone(source, SHELL_TO_REMOTE),
  ]);
});

test('the api importing a front end is refused: the shell, a remote, or shared beyond its contracts', async () => {
  const shell = '../../../shell/src/routes/route-table.ts';
  assert.deepEqual(await findings('api/src/modules/fixture.ts', `import { routeTable } from '${shell}';\n`), [
    zone(shell, API_TO_FRONT_END),
  ]);
  const remote = '../../../mfe-catalog/src/features/catalog/api.ts';
  assert.deepEqual(await findings('api/src/modules/fixture.ts', `import { useGetProductsQuery } from '${remote}';\n`), [
    zone(remote, API_TO_FRONT_END),
  ]);
  for (const module of ['shared/ui/price.tsx', 'shared/config/shop']) {
    assert.deepEqual(await findings('api/src/modules/fixture.ts', `export * from '${module}';\n`), [
      zone(module, API_TO_SHARED),
    ]);
  }
});

test('an import cycle is refused', async () => {
  const [result] = await eslint.lintFiles([path.join(import.meta.dirname, 'fixtures/cycle/first.ts')]);
  assert.deepEqual(
    result?.messages.map(({ ruleId, message }) => ({ ruleId, message })),
    [{ ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' }],
  );
});

test('shop code reading process.env is refused, however it reaches it', async () => {
  const reads = [
    ['shared/src/config/fixture.ts', 'export const apiBase = process.env.API_BASE;\n', 'no-restricted-properties'],
    ['shell/src/fixture.ts', "export const shopName = process.env['SHOP_NAME'];\n", 'no-restricted-properties'],
    [
      'mfe-catalog/src/fixture.ts',
      'const { env } = process;\nexport const slug = env.SHOP_SLUG;\n',
      'no-restricted-properties',
    ],
    [
      'api/src/modules/fixture.ts',
      "import { env } from 'node:process';\nexport const port = env.PORT;\n",
      'no-restricted-imports',
    ],
  ];
  for (const [file, code, ruleId] of reads) {
    const found = await findings(file!, code!);
    assert.deepEqual(
      found.map((finding) => finding.ruleId),
      [ruleId],
      file,
    );
    assert.ok(found[0]?.message.includes(ENVIRONMENT), found[0]?.message);
  }
});

test('front-end code taking the router from the package instead of shared/routing is refused', async () => {
  for (const file of [
    'mfe-catalog/src/features/home/fixture.tsx',
    'shell/src/fixture.tsx',
    'shared/src/ui/fixture.tsx',
  ]) {
    const found = await findings(file, "import { Link } from 'react-router-dom';\nexport { Link };\n");
    assert.deepEqual(
      found.map((finding) => finding.ruleId),
      ['no-restricted-imports'],
      file,
    );
    assert.ok(found[0]?.message.includes("Import the router from 'shared/routing'."), found[0]?.message);
  }
  // the settings rule still holds there
  const read = await findings(
    'mfe-catalog/src/fixture.ts',
    "import { env } from 'node:process';\nexport const port = env.PORT;\n",
  );
  assert.ok(read[0]?.message.includes(ENVIRONMENT), read[0]?.message);
});

test('remote or shared code taking Redux itself instead of shared/store or shared/api is refused', async () => {
  for (const file of ['mfe-catalog/src/features/home/fixture.ts', 'shared/src/ui/fixture.ts']) {
    for (const from of ['@reduxjs/toolkit', '@reduxjs/toolkit/query/react', 'react-redux']) {
      const found = await findings(file, `import { createSlice } from '${from}';\nexport { createSlice };\n`);
      assert.deepEqual(
        found.map((finding) => finding.ruleId),
        ['@typescript-eslint/no-restricted-imports'],
        `${file}: ${from}`,
      );
      assert.ok(found[0]?.message.includes('shared/store and shared/api'), found[0]?.message);
    }
  }
});

test('the allowed imports and reads pass', async () => {
  const allowed = [
    ['api/src/modules/fixture.ts', "import { envelope } from 'shared/contracts/envelope';\nexport { envelope };\n"],
    ['mfe-catalog/src/features/home/fixture.ts', "export { Button } from 'shared/ui/button.tsx';\n"],
    ['mfe-catalog/src/features/home/fixture.ts', "export { useAutoplay } from './use-autoplay.ts';\n"],
    ['shell/src/fixture.ts', "export { createStore } from 'shared/store/create-store';\n"],
    ['mfe-catalog/src/fixture.tsx', "export { Link } from 'shared/routing';\n"],
    ['shared/src/routing.ts', "export { Link } from 'react-router-dom';\n"],
    ['mfe-catalog/src/__tests__/fixture.test.tsx', "export { MemoryRouter } from 'react-router-dom';\n"],
    ['shared/src/store/fixture.ts', "export { createSlice } from '@reduxjs/toolkit';\n"],
    ['shared/src/api/fixture.ts', "export { createApi } from '@reduxjs/toolkit/query/react';\n"],
    ['shared/src/store/fixture.ts', "export { useSelector } from 'react-redux';\n"],
    ['shell/src/fixture.tsx', "export { Provider } from 'react-redux';\n"],
    ['mfe-catalog/src/features/catalog/fixture.ts', "export type { SerializedError } from '@reduxjs/toolkit';\n"],
    ['api/src/config.ts', 'export const port = process.env.PORT;\n'],
    ['rspack.base.ts', 'export const mode = process.env.NODE_ENV;\n'],
    ['e2e/support/fixture.ts', 'export const port = process.env.E2E_PORT;\n'],
    ['scripts/fixture.ts', 'export const chromium = process.env.CHROMIUM_PATH;\n'],
  ];
  for (const [file, code] of allowed) assert.deepEqual(await findings(file!, code!), [], file);
});
