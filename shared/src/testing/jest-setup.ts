import '@testing-library/jest-dom';
import { mswServer } from 'shared/testing/msw-server';

// Component tests talk to a request mock that fails on any call a test did not expect.
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => mswServer.close());
