import { setupServer } from 'msw/node';

/** The one request mock of the component tests; tests add handlers with `mswServer.use`. */
export const mswServer = setupServer();
