import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { repoRoot } from '../config.ts';
import { routeTable } from './route-table.ts';

test('the table has a row per route by URL, without the HEAD twin of a GET, and "-" where a route says nothing', () => {
  const table = routeTable([
    { method: 'POST', url: '/api/sign-up', access: 'public', module: 'newsletter' },
    { method: 'GET', url: '/api/coupons', access: 'admin', module: 'coupons' },
    { method: 'HEAD', url: '/api/coupons', access: 'admin', module: 'coupons' },
    { method: 'GET', url: '/storage/*', access: undefined },
  ]);
  assert.equal(
    table,
    [
      'METHOD  URL           MODULE      ACCESS',
      'GET     /api/coupons  coupons     admin',
      'POST    /api/sign-up  newsletter  public',
      'GET     /storage/*    -           -',
    ].join('\n'),
  );
});

test('npm run routes prints every API route with its module and access, and the front ends', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    join(repoRoot, 'api/src/route-table/routes-command.ts'),
  ]);
  const rows = stdout
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(/ +/));
  const row = (method: string, url: string) => rows.find(([m, u]) => m === method && u === url);
  assert.deepEqual(row('POST', '/api/sign-up'), ['POST', '/api/sign-up', 'newsletter', 'public']);
  assert.deepEqual(row('GET', '/api/orders/getOrderRecords'), [
    'GET',
    '/api/orders/getOrderRecords',
    'orders-admin',
    'admin',
  ]);
  assert.deepEqual(row('GET', '/api/user'), ['GET', '/api/user', 'users', 'signed-in']);
  assert.deepEqual(row('GET', '/mfe/mfe-admin/*'), ['GET', '/mfe/mfe-admin/*', '-', '-']);
  const apiRoutes = rows.filter(([, url]) => url!.startsWith('/api/') && !url!.startsWith('/api/docs'));
  assert.ok(apiRoutes.length > 50, `${apiRoutes.length} API routes`);
  for (const route of apiRoutes) assert.ok(!route.includes('-'), `${route.join(' ')}: no module or access`);
});
