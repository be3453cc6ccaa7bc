import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { checkMockedAnswers } from 'shared/testing/mocked-answers';
import { mswServer } from 'shared/testing/msw-server';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../../scripts/testing/test-timeouts.cjs';

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// Component tests talk to a request mock that fails on any call a test did not expect, and on any answer the API
// would not give.
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
const assertAnswersTheApiGives = checkMockedAnswers();
afterEach(async () => {
  // every test starts on the real clock, even after one that failed before putting it back
  jest.useRealTimers();
  mswServer.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  await assertAnswersTheApiGives();
});
afterAll(() => mswServer.close());
