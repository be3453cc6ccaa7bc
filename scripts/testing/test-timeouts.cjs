// How long the tests wait, in one place for every package: jest.config.js, the Jest setup
// (shared/src/testing/jest-setup.ts), the API tests' eventually() (api/src/test/eventually.ts) and the browser
// tests (e2e/playwright.config.ts) read it. Plain CommonJS, as jest.config.js requires it.
//
// The suite runs on small machines that are busy with other work too: on two cores at a load of 7 to 12, a test
// that passes in a third of a second alone takes several, and Testing Library's default of 1 s for a findBy, or
// Jest's 5 s for a test, failed tests that were right. These are only how long a failing test takes to say so: a
// passing one never waits for them. What happens after a set time (a message that clears after 5 s, a redirect
// after 1 s) a test sees by moving a fake clock, never by waiting that long.

/** How long a findBy, waitFor or waitForElementToBeRemoved waits for what it asks for. */
exports.ASYNC_UTIL_TIMEOUT_MS = 10_000;

/**
 * How long one test may take, with its hooks: well above the async utilities' limit, so that a query that fails
 * says what it found, rather than the test stopping without a word, and a test with several of them still ends.
 */
exports.TEST_TIMEOUT_MS = 60_000;

/**
 * How long one test file of the API may take as a whole: Node's runner (`--test-timeout`) bounds each file so, not
 * each test, and the slowest (the contract fuzz, searches over a large catalogue) take minutes on a busy machine. A
 * file that hangs fails after it rather than holding the run.
 */
exports.TEST_FILE_TIMEOUT_MS = 20 * 60_000;
