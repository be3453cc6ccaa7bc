import '@testing-library/jest-dom';
import { mswServer } from './msw-server.ts';

// Component tests talk to a request mock that fails on any call a test did not expect.
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => mswServer.close());
