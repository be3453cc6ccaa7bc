/** Unit and component tests of the front-end packages (the API has its own runner). */
const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
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
  },
  // msw's own dependencies ship as ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@mswjs|@open-draft|msw)/)'],
  clearMocks: true,
  restoreMocks: true,
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jest-setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

const remotes = require('node:fs')
  .readdirSync(__dirname)
  .filter((name) => name.startsWith('mfe-'));

module.exports = {
  rootDir: __dirname,
  projects: ['shared', 'shell', ...remotes].map(project),
};
