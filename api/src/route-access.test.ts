import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import Fastify, { type InjectOptions } from 'fastify';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { buildApp } from './app.ts';
import { confirmedCustomer } from './test/account-builders.ts';
import { changeUserStatus, signedInAdmin } from './test/admin-builders.ts';
import { type DeclaredRoute, type RouteAccess, routeAccess, routesDeclaredIn } from './plugins/route-access.ts';
import { bearer } from './test/requests.ts';
import { roomyRateLimits } from './test/roomy-rate-limits.ts';
import { signedInCustomer } from './test/shop-builders.ts';
import { startTestShop, type TestShop } from './test/test-shop.ts';

/** Routes that packages declare, with no `config` of ours: classified here. None reads a token or a user's data. */
const packageRoutes: { what: string; declares: (route: DeclaredRoute) => boolean }[] = [
  { what: 'API documentation (@fastify/swagger-ui)', declares: ({ url }) => /^\/api\/docs(\/|$)/.test(url) },
  { what: 'catalogue images (@fastify/static)', declares: ({ url }) => url === '/storage/*' },
  {
    what: 'the shell and each remote (@fastify/static)',
    declares: ({ url }) => url === '/*' || /^\/mfe\/[^/]+\/\*$/.test(url),
  },
  { what: 'CORS preflights (@fastify/cors)', declares: ({ method, url }) => method === 'OPTIONS' && url === '*' },
];

const accessLevels: readonly unknown[] = ['public', 'signed-in', 'admin'];

/** The routes that say nothing (or nonsense) about who may call them and are not a package's. */
const unclassified = (routes: readonly DeclaredRoute[]) =>
  routes
    .filter((route) => !accessLevels.includes(route.access) && !packageRoutes.some(({ declares }) => declares(route)))
    .map(({ method, url }) => `${method} ${url}`);

/** A request to a route: path parameters filled with a valid-looking id, an empty JSON body where one may go. */
function requestTo(route: DeclaredRoute, headers: Record<string, string> = {}): InjectOptions {
  const url = route.url.replace(/:[A-Za-z_]+/g, '1').replace('*', '1');
  const method = route.method as InjectOptions['method'];
  const takesBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return { method, url, headers, ...(takesBody ? { payload: {} } : {}) };
}

let shop: TestShop;
before(async () => {
  shop = await startTestShop({ rateLimits: roomyRateLimits });
});
after(() => shop.close());

const routesWith = (access: RouteAccess) => routesDeclaredIn(shop.app).filter((route) => route.access === access);

/** Asserts that a caller with these headers is refused by the route with this status and message. */
const refusals =
  (route: DeclaredRoute) =>
  async (headers: Record<string, string>, statusCode: number, message: string, who: string): Promise<void> => {
    const name = `${route.method} ${route.url} as ${who}`;
    const response = await shop.app.inject(requestTo(route, headers));
    assert.equal(response.statusCode, statusCode, `${name}: ${response.body}`);
    if (route.method !== 'HEAD') assert.deepEqual(response.json(), { status: false, message }, name);
  };

/** Asserts that the route lets a caller with this token through: neither refused nor failing. */
async function passes(route: DeclaredRoute, token: string, who: string): Promise<void> {
  const response = await shop.app.inject(requestTo(route, bearer(token)));
  const name = `${route.method} ${route.url}`;
  assert.ok(![401, 403].includes(response.statusCode), `${name} refused ${who}: ${response.body}`);
  assert.ok(response.statusCode < 500, `${name} failed for ${who}: ${response.body}`);
}

test('every route of the app, with front ends and CORS on, says who may call it', async () => {
  const frontEndRoot = await mkdtemp(join(tmpdir(), 'hg-route-access-'));
  await mkdir(join(frontEndRoot, 'shell', 'dist'), { recursive: true });
  await mkdir(join(frontEndRoot, 'mfe-admin', 'dist'), { recursive: true });
  const app = await buildApp({
    db: shop.db,
    storageDir: shop.storageDir,
    corsOrigins: ['https://admin.example.in'],
    frontEnds: { frontEndRoot, remotesFile: join(frontEndRoot, 'remotes.json') },
  });
  try {
    const routes = routesDeclaredIn(app);
    assert.ok(routes.length > 50, `only ${routes.length} routes were seen`);
    assert.deepEqual(unclassified(routes), []);
    for (const { what, declares } of packageRoutes) {
      assert.ok(routes.some(declares), `no route of ${what}: remove it from the package routes`);
    }
  } finally {
    await app.close();
    await rm(frontEndRoot, { recursive: true, force: true });
  }
});

test('a route that does not say who may call it is caught', async () => {
  const app = Fastify();
  await app.register(routeAccess, { db: shop.db });
  app.get('/api/classified', { config: { access: 'public' } }, async () => ({ status: true }));
  app.post('/api/forgotten', async () => ({ status: true }));
  app.get('/api/storage/*', async () => ({ status: true }));
  await app.ready();
  try {
    assert.deepEqual(unclassified(routesDeclaredIn(app)), [
      'POST /api/forgotten',
      'GET /api/storage/*',
      'HEAD /api/storage/*',
    ]);
  } finally {
    await app.close();
  }
});

test("the back office's coupon and user calls are admin routes", () => {
  const adminRoutes = routesWith('admin').map(({ method, url }) => `${method} ${url}`);
  for (const route of [
    'GET /api/coupons',
    'POST /api/coupons/store',
    'PUT /api/coupons/update/:id',
    'POST /api/coupons/updateStatus',
    'GET /api/users/getUserRecords',
  ]) {
    assert.ok(adminRoutes.includes(route), `${route} is not an admin route`);
  }
});

test('every admin route: a guest is a 401, a customer a 403, a deactivated admin a 401; an active admin passes', async () => {
  const admin = await signedInAdmin(shop);
  const formerAdmin = await signedInAdmin(shop);
  const customer = await confirmedCustomer(shop);
  const deactivated = await changeUserStatus(shop, admin.adminToken, formerAdmin.user.id, 0);
  assert.equal(deactivated.statusCode, 200, deactivated.body);

  for (const route of routesWith('admin')) {
    const refused = refusals(route);
    await refused({}, 401, ACCOUNT_MESSAGES.signInAgain, 'a guest');
    await refused(bearer('made-up'), 401, ACCOUNT_MESSAGES.signInAgain, 'a made-up token');
    await refused(bearer(customer.token), 403, ACCOUNT_MESSAGES.notAllowed, 'a customer');
    await refused(bearer(formerAdmin.adminToken), 401, ACCOUNT_MESSAGES.signInAgain, "a deactivated admin's a_token");
    await refused(bearer(formerAdmin.token), 401, ACCOUNT_MESSAGES.signInAgain, "a deactivated admin's token");
    await passes(route, admin.adminToken, "an admin's a_token");
    await passes(route, admin.token, "an admin's token");
  }
});

test('every signed-in route: a guest, a made-up token or a revoked one is a 401; a customer passes', async () => {
  const customer = await signedInCustomer(shop);
  const revoked = await signedInCustomer(shop, { revoked: true });
  const signedInRoutes = routesWith('signed-in');
  assert.ok(signedInRoutes.length > 0);
  for (const route of signedInRoutes) {
    // the HEAD of a GET that changes something is a 405 before anything runs (state-changing-gets)
    if (route.method === 'HEAD' && (await shop.app.inject(requestTo(route))).statusCode === 405) continue;
    const refused = refusals(route);
    await refused({}, 401, ACCOUNT_MESSAGES.signInAgain, 'a guest');
    await refused(bearer('made-up'), 401, ACCOUNT_MESSAGES.signInAgain, 'a made-up token');
    await refused(bearer(revoked.token), 401, ACCOUNT_MESSAGES.signInAgain, 'a revoked token');
    // the logout ends the customer's sign-in: it goes last
    if (route.url !== '/api/logout') await passes(route, customer.token, 'a customer');
  }
  await passes({ method: 'POST', url: '/api/logout', access: 'signed-in' }, customer.token, 'a customer');
});
