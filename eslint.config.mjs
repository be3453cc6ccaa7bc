/**
 * One lint configuration for every package: typescript-eslint with type information, React and its
 * hooks and accessibility rules for the front ends, the Node rules for the server and the tooling, the
 * Jest rules for the front ends' unit tests, and the architecture's import boundaries
 * (docs/decisions/lint-rules.md and docs/decisions/import-boundaries.md).
 */
import { readdirSync } from 'node:fs';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import n from 'eslint-plugin-n';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every remote is a top-level `mfe-*` folder: a new one is covered by the boundaries below as it is. */
const remotes = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => entry.name);

/** A remote's features, `src/features/<name>`: each is walled off from the others like a remote. */
const featuresOf = (remote) =>
  readdirSync(`${root}/${remote}/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const frontEndSource = ['shared/src/**', 'shell/src/**', ...remotes.map((remote) => `${remote}/src/**`)];
const nodeCode = ['api/**', 'scripts/**', 'e2e/**', 'bench/**', '*.{js,mjs,ts}', '*/rspack.config.ts'];
const jestTests = frontEndSource.map((folder) => `${folder}/*.test.{ts,tsx}`);
/** Jest tests and the helpers only they use. */
const jestTestCode = [...jestTests, ...frontEndSource.map((folder) => `${folder}/testing/**`)];
/** The shop itself, where only the two files that read settings may touch `process.env`. */
const shopCode = ['api/src/**', ...frontEndSource, '*/rspack.config.ts'];

const folder = (name) => `./${name}`;

const routerThroughShared = "Import the router from 'shared/routing'.";
const reduxThroughShared =
  'Use the store and the API slice through shared/store and shared/api: the shell bundles Redux with them, and a copy elsewhere would be a second one.';
const onlyConfigReadsSettings =
  'Only api/src/config.ts (run time) and rspack.base.ts (build time) read the environment: take the setting from them.';
const injectThroughGuard =
  "Inject endpoints with shared/api/inject-endpoints: it throws when a name is another module's.";
const settingsImports = ['process', 'node:process'].map((name) => ({
  name,
  importNames: ['env'],
  message: onlyConfigReadsSettings,
}));

/** The architecture's import rules: imports go one way (scripts/lint/architecture-rules.test.mts shows each). */
const boundaries = [
  ...remotes.map((remote) => ({
    target: folder(remote),
    from: remotes.filter((other) => other !== remote).map(folder),
    message: 'A remote never imports another remote: what two remotes share moves to `shared`.',
  })),
  ...remotes.map((remote) => ({
    target: folder(remote),
    from: ['./shell', './api'],
    message: 'A remote imports neither the shell nor the api: it meets them through `shared` and HTTP.',
  })),
  ...remotes.flatMap((remote) =>
    featuresOf(remote).map((feature) => ({
      target: folder(`${remote}/src/features/${feature}`),
      from: folder(`${remote}/src/features`),
      // the endpoints are the one slice's, whichever feature injects them
      except: featuresOf(remote).map((other) => (other === feature ? `./${other}` : `./${other}/api.ts`)),
      message:
        "A feature imports no other feature but its endpoints (api.ts): what two features share moves to the remote's `src/ui`.",
    })),
  ),
  {
    target: './shared',
    from: [...remotes.map(folder), './shell', './api'],
    message: '`shared` imports no remote, not the shell, not the api: they import it.',
  },
  {
    target: './shell',
    from: remotes.map(folder),
    message: "The shell loads remotes only through Module Federation at run time, never from a remote's source.",
  },
  {
    target: './shell',
    from: './api',
    message: 'The shell reaches the api only over HTTP.',
  },
  {
    target: './api',
    from: ['./shell', ...remotes.map(folder)],
    message: 'The api imports no front end.',
  },
  {
    target: './api',
    from: './shared',
    except: ['./src/contracts'],
    message: 'The api imports only the HTTP contracts of `shared` (shared/contracts/...), no front-end code.',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-server/',
      '**/@mf-types/',
      '**/test-results/',
      '**/playwright-report/',
      'api/drizzle/',
      'data/',
      // Code that breaks the rules on purpose: scripts/lint/architecture-rules.test.mts lints it explicitly.
      'scripts/lint/fixtures/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  comments.recommended,
  // A rule switched off in the code says why, after `--`, on that line.
  { rules: { '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }] } },

  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // types/ is included by each front end's tsconfig, not by the root's, where the project service looks.
        projectService: { allowDefaultProject: ['types/*.d.ts'] },
        tsconfigRootDir: root,
      },
    },
    rules: {
      // tsconfig's noUncheckedIndexedAccess makes every `rows[0]` possibly undefined; a `!` right after the code
      // inserted, found or checked that element is the plain way to say so (recommendedTypeChecked leaves it off too).
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers read naturally in messages and URLs (`${qty}`); objects, nullish values and the rest stay refused.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Dropping a few keys by destructuring the rest (`const { SMTP_URL: _smtp, ...inherited } = env`).
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // '' is as unset as undefined for the strings this shop reads (settings, form fields, table cells).
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
      // `onClick={() => setOpen(true)}`: a one-line arrow that calls a void function is the React idiom.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's test() and describe() answer a promise the runner itself awaits.
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] },
          ],
        },
      ],
    },
  },

  // The few JavaScript files (configuration, the api's test runner scripts) belong to no TypeScript project:
  // they keep every rule that needs no type information.
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
  {
    files: ['jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS (the root package is not `"type": "module"`), where require() is how modules load.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Import boundaries and cycles, for every package.
  {
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript modules when following imports (no-cycle walks the whole graph).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  // Front ends: React in the browser.
  { files: frontEndSource, ...react.configs.flat.recommended },
  { files: frontEndSource, ...react.configs.flat['jsx-runtime'] },
  { files: frontEndSource, ...reactHooks.configs.flat.recommended },
  { files: frontEndSource, ...jsxA11y.flatConfigs.recommended },
  {
    files: frontEndSource,
    languageOptions: { globals: globals.browser },
    settings: { react: { version: 'detect' } },
    rules: {
      // Redux Toolkit's own idiom for "takes no argument": build.query<Cart, void>, createAsyncThunk<T, void>.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },

  // Node: the api, the tooling, the tests that drive a browser, the benchmarks, the build configuration.
  { files: nodeCode, ...n.configs['flat/recommended-module'] },
  {
    files: nodeCode,
    languageOptions: { globals: globals.node },
    // Every package runs on the Node of the root's `engines` (>=20.19), read as its supported lines: the odd
    // 21.0 and 21.1, long out of support, lacked import.meta.dirname.
    settings: { node: { version: '^20.19.0 || >=22' } },
    rules: {
      // Node 20 has import.meta.dirname, fetch and module.register, labelled experimental there; the rule still
      // refuses what that Node lacks. (Code that page.evaluate runs in the browser says `window.localStorage`.)
      'n/no-unsupported-features/node-builtins': ['error', { allowExperimental: true }],
    },
  },
  {
    files: ['scripts/testing/**'],
    rules: {
      // The helpers e2e, bench and the api's tests share sit outside any workspace; those that use the SMTP
      // packages, pg and `shared` list them.
      'n/no-extraneous-import': ['error', { allowModules: ['postal-mime', 'smtp-server', 'pg', 'shared'] }],
    },
  },
  {
    files: ['api/src/**/*.test.ts', 'api/src/test/**'],
    rules: {
      // The api's tests read answers with Fastify's `response.json()`, typed `any`, and check them with node:assert
      // (deepEqual, match): the answer's shape is what the test is about, so typing it first would assume it.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['api/src/**', 'bench/src/reference-server.ts'],
    rules: {
      // Fastify's plugins, hooks and handlers are async functions whether or not they await: Fastify waits on the
      // promise instead of a `done` callback, and an async handler's return value is the answer.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['api/**'],
    rules: {
      // The api writes its object types as `type` aliases, the front ends and tooling as interfaces: one habit per package.
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },

  // The front ends' unit tests run under Jest (the api's use node:test).
  { files: jestTests, ...jest.configs['flat/recommended'] },
  { files: jestTests, languageOptions: { globals: globals.jest } },
  {
    files: jestTestCode,
    rules: {
      // A stub that does nothing is how a test silences a call: jest.spyOn(console, 'error').mockImplementation(() => {}).
      '@typescript-eslint/no-empty-function': ['error', { allow: ['arrowFunctions', 'asyncFunctions'] }],
      // `await act(async () => …)` is React's way to let the updates a call starts settle, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },

  // Settings come in through api/src/config.ts (run time) and rspack.base.ts (build time), nowhere else.
  {
    files: shopCode,
    ignores: ['api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: onlyConfigReadsSettings },
        { object: 'baseApi', property: 'injectEndpoints', message: injectThroughGuard },
      ],
      'no-restricted-imports': ['error', { paths: settingsImports }],
    },
  },
  // The router comes through `shared/routing`, one copy with only what the shop uses (tests may use the package).
  {
    files: frontEndSource,
    ignores: ['shared/src/routing.ts', ...jestTestCode],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...settingsImports, { name: 'react-router-dom', message: routerThroughShared }] },
      ],
    },
  },
  // Redux Toolkit and React Redux are not shared packages: the shell bundles them, and in shared code only the store
  // and the API slice use them, so remotes reach them there (their types may be imported anywhere).
  {
    files: ['shared/src/**', ...remotes.map((remote) => `${remote}/src/**`)],
    ignores: ['shared/src/store/**', 'shared/src/api/**', ...jestTestCode],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-redux'],
              allowTypeImports: true,
              message: reduxThroughShared,
            },
          ],
        },
      ],
    },
  },

  prettier,
);
