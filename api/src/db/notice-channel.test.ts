import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eventually } from '../test/eventually.ts';
import { startTcpProxy, type TcpProxy } from '../../../scripts/testing/tcp-proxy.ts';
import { onPostgres, testDatabaseUrl } from '../test/test-shop.ts';
import { type NoticeChannel, openNoticeChannel } from './notice-channel.ts';

/** A process's end of the channel, counting what it heard. */
async function listener(url: string, channel: string) {
  const heard = { messages: [] as string[], listening: 0, warnings: [] as string[] };
  const end: NoticeChannel = await openNoticeChannel({
    url,
    channel,
    onNotice: (message) => heard.messages.push(message),
    onListening: () => (heard.listening += 1),
    log: { warn: (_details, message) => heard.warnings.push(message), info: () => undefined },
    heartbeatMs: 200,
    reconnectDelayMs: 100,
  });
  after(() => end.close());
  return { ...end, heard };
}

describe('a notice channel between processes', { skip: !onPostgres && 'runs on the PostgreSQL pass' }, () => {
  let proxy: TcpProxy;
  let throughProxy: string;
  before(async () => {
    const url = new URL(testDatabaseUrl());
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    throughProxy = url.href;
  });
  after(() => proxy.close());

  test('an announcement is heard by every other listener within a second, not by its sender', async () => {
    const channel = `test_${randomUUID().replaceAll('-', '')}`;
    const sender = await listener(testDatabaseUrl(), channel);
    const first = await listener(testDatabaseUrl(), channel);
    const second = await listener(testDatabaseUrl(), channel);
    for (const end of [sender, first, second]) assert.equal(end.heard.listening, 1, 'told once it listens');

    sender.announce('{"products":[7],"combos":[]}\nand a second line');
    await eventually(() => {
      assert.deepEqual(first.heard.messages, ['{"products":[7],"combos":[]}\nand a second line']);
      assert.deepEqual(second.heard.messages, ['{"products":[7],"combos":[]}\nand a second line']);
    }, 1_000);
    // notices reach each listener in the order they were sent: by the time this one reaches the sender, its own has
    first.announce('a later one');
    await eventually(() => assert.ok(sender.heard.messages.includes('a later one')));
    assert.deepEqual(sender.heard.messages, ['a later one']);
  });

  test('after a lost connection it listens again, says so, and sends what was announced meanwhile', async () => {
    const channel = `test_${randomUUID().replaceAll('-', '')}`;
    const cutOff = await listener(throughProxy, channel);
    const other = await listener(testDatabaseUrl(), channel);

    await proxy.cut();
    // announced by the other while the cut-off end cannot hear it
    other.announce('missed');
    // and by the cut-off end while it cannot send
    cutOff.announce('first');
    cutOff.announce('second');
    await eventually(() =>
      assert.deepEqual(cutOff.heard.warnings, [`lost the "${channel}" listener's connection; reconnecting`]),
    );
    assert.deepEqual(cutOff.heard.messages, []);
    assert.deepEqual(other.heard.messages, []);

    await proxy.restore();
    // the missed notice is made up for by onListening
    await eventually(() => assert.equal(cutOff.heard.listening, 2));
    await eventually(
      () => assert.deepEqual(other.heard.messages, ['first', 'second'], 'the unsent announcements went out'),
      1_000,
    );
    assert.equal(cutOff.heard.warnings.length, 1, 'one warning for one outage');
  });
});
