/** Unit and component tests of the front-end packages, and the tooling's tests (the API has its own runner). */
const { TEST_TIMEOUT_MS } = require('./scripts/testing/test-timeouts.cjs');

const transform = {
  '^.+\\.(m?js|[jt]sx?)$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        experimental: { plugins: [] },
      },
      module: { type: 'commonjs' },
    },
  ],
};

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform,
  // msw's own dependencies ship as ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@mswjs|@open-draft|msw)/)'],
  clearMocks: true,
  restoreMocks: true,
  setupFilesAfterEnv: [`${__dirname}/shared/src/testing/jest-setup.ts`],
  // the build constant of rspack.base.ts: these tests run the browser's code
  globals: { __SERVER_BUILD__: false },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

const remotes = require('node:fs')
  .readdirSync(__dirname)
  .filter((name) => name.startsWith('mfe-'));

/** The tooling under scripts/ runs in Node: no DOM, no request mock. */
const scripts = {
  displayName: 'scripts',
  rootDir: '<rootDir>/scripts',
  testEnvironment: 'node',
  transform,
  clearMocks: true,
  restoreMocks: true,
  testMatch: ['<rootDir>/**/*.test.ts'],
};

module.exports = {
  rootDir: __dirname,
  // jest's default leaves one core to its own process, which only hands out test files: on two cores one worker,
  // 132 s, where two take 81 s
  maxWorkers: '100%',
  testTimeout: TEST_TIMEOUT_MS,
  projects: [...['shared', 'shell', ...remotes].map(project), scripts],
};
