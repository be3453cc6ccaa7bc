import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { after, before, test } from 'node:test';
import { DeployedBuilds } from './deployed-builds.ts';

let build = 'first';
const remoteOrigin = createServer((request, response) => {
  if (request.url !== '/mfe/content/mf-manifest.json') return void response.writeHead(404).end();
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify({ metaData: { buildInfo: { buildVersion: build } } }));
});
before(async () => {
  remoteOrigin.listen(0, '127.0.0.1');
  await once(remoteOrigin, 'listening');
});
after(() => remoteOrigin.close());

test('a remote whose manifest names another build is reported once, and a missing manifest is let be', async (t) => {
  const origin = `http://127.0.0.1:${(remoteOrigin.address() as AddressInfo).port}`;
  const remotes = { mfe_content: '/mfe/content/mf-manifest.json', mfe_gone: '/mfe/gone/mf-manifest.json' };
  const heard: string[] = [];
  const deployed = new DeployedBuilds((name, version) => heard.push(`${name} ${version}`));
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() });

  await deployed.check(remotes, origin);
  assert.deepEqual(deployed.current, { mfe_content: 'first' });

  build = 'second';
  await deployed.check(remotes, origin);
  // read at most once a second
  assert.deepEqual(deployed.current, { mfe_content: 'first' });

  t.mock.timers.tick(1000);
  await deployed.check(remotes, origin);
  assert.deepEqual(deployed.current, { mfe_content: 'second' });
  assert.deepEqual(heard, ['mfe_content second']);
});
