import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
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

test('a remote whose manifest names another build is reported once, and a missing manifest is let be', async () => {
  const origin = `http://127.0.0.1:${(remoteOrigin.address() as AddressInfo).port}`;
  const remotes = { mfe_content: '/mfe/content/mf-manifest.json', mfe_gone: '/mfe/gone/mf-manifest.json' };
  const heard: string[] = [];
  const deployed = new DeployedBuilds((name, version) => heard.push(`${name} ${version}`));

  deployed.check(remotes, origin);
  await sleep(200);
  assert.deepEqual(deployed.current, { mfe_content: 'first' });

  build = 'second';
  deployed.check(remotes, origin);
  await sleep(200);
  // read at most once a second
  assert.deepEqual(deployed.current, { mfe_content: 'first' });

  await sleep(1000);
  deployed.check(remotes, origin);
  await sleep(200);
  assert.deepEqual(deployed.current, { mfe_content: 'second' });
  assert.deepEqual(heard, ['mfe_content second']);
});
