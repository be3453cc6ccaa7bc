import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DrizzleQueryError } from 'drizzle-orm';
import { isDatabaseUnreachable } from './database-unreachable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

test('a database that is down, restarting, dropped the connection or did not answer in time is unreachable', () => {
  for (const error of [
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND'),
    Object.assign(withCode('connect ENOENT /tmp/shop-pglite-x/.s.PGSQL.5432', 'ENOENT'), { syscall: 'connect' }),
    failedQuery(withCode('read ECONNRESET', 'ECONNRESET')),
    failedQuery(withCode('terminating connection due to administrator command', '57P01')),
    failedQuery(withCode('the database system is starting up', '57P03')),
    failedQuery(withCode('canceling statement due to statement timeout', '57014')),
    failedQuery(withCode('connection failure', '08006')),
    failedQuery(new Error('Connection terminated unexpectedly')),
    new Error('Connection terminated due to connection timeout'),
    new Error('timeout exceeded when trying to connect'),
    failedQuery(new Error('Query read timeout')),
    failedQuery(new Error('Client has encountered a connection error and is not queryable')),
  ]) {
    assert.equal(isDatabaseUnreachable(error), true, error.message);
  }
});

test('a query the database refused, or a failure elsewhere, is not', () => {
  for (const error of [
    failedQuery(withCode('duplicate key value violates unique constraint "sessions_pkey"', '23505')),
    failedQuery(withCode('syntax error at or near "selec"', '42601')),
    Object.assign(withCode("ENOENT: no such file or directory, open 'storage/1.webp'", 'ENOENT'), { syscall: 'open' }),
    new Error('Razorpay refused the order: 500'),
    // a payment provider that cannot be reached is not the database, though the network code is the same
    new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 1.2.3.4:443', 'ECONNREFUSED') }),
    'Connection terminated',
    undefined,
  ]) {
    assert.equal(isDatabaseUnreachable(error), false, String(error));
  }
});
