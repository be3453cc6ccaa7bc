import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL LISTEN/NOTIFY channel shared by every process on one database. */
export type NoticeChannel = {
  /**
   * Tells every other process listening on the channel what happened; while the connection is down, once it is
   * back. More than `UNSENT_KEPT` announcements made meanwhile go out as one empty message: anything may have happened.
   */
  announce: (message: string) => void;
  close: () => Promise<void>;
};

export type NoticeChannelOptions = {
  url: string;
  channel: string;
  /** another process announced this message */
  onNotice: (message: string) => void;
  /**
   * Listening from now on, after the first connection or a lost one: whatever was announced before
   * may have been missed, so what the notices keep fresh must be refreshed.
   */
  onListening: () => void;
  log: { warn: (details: object, message: string) => void; info: (message: string) => void };
  /** how often the connection is checked; a network cut leaves it open without a word */
  heartbeatMs?: number;
  /** the wait before connecting again */
  reconnectDelayMs?: number;
};

const ignoreError = () => undefined;

const UNSENT_KEPT = 100;

/**
 * Listens on a connection of its own, outside the pool: LISTEN holds it for the life of the process. A lost
 * connection is opened again every `reconnectDelayMs` until it succeeds.
 */
export async function openNoticeChannel({
  url,
  channel,
  onNotice,
  onListening,
  log,
  heartbeatMs = 5_000,
  reconnectDelayMs = 1_000,
}: NoticeChannelOptions): Promise<NoticeChannel> {
  // notices carry their sender, so a process does not act on its own
  const sender = randomUUID();
  let listening: pg.Client | undefined;
  let unsent: string[] = [];
  let closed = false;
  let lost = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, reconnectDelayMs);
    reconnectTimer.unref();
  };

  const drop = (client: pg.Client, error: unknown) => {
    if (client !== listening) return;
    listening = undefined;
    clearInterval(heartbeatTimer);
    client.end().catch(ignoreError);
    if (!lost && !closed) log.warn({ err: error }, `lost the "${channel}" listener's connection; reconnecting`);
    lost = true;
    reconnectLater();
  };

  const keepUnsent = (message: string) => {
    unsent = unsent.length < UNSENT_KEPT ? [...unsent, message] : [''];
  };

  const sendUnsent = () => {
    const client = listening;
    if (!client || unsent.length === 0) return;
    for (const message of unsent.splice(0)) {
      client.query('SELECT pg_notify($1, $2)', [channel, `${sender}\n${message}`]).catch((error: unknown) => {
        keepUnsent(message);
        drop(client, error);
      });
    }
  };

  async function connect(): Promise<void> {
    // a query that hangs past the timeout counts as a lost connection
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000, query_timeout: 3_000 });
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client, new Error('the connection ended')));
    client.on('notification', (notice) => {
      const [from, ...message] = (notice.payload ?? '').split('\n');
      if (notice.channel === channel && from !== sender) onNotice(message.join('\n'));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(ignoreError);
      if (!lost) log.warn({ err: error }, `cannot listen on "${channel}" yet; retrying`);
      lost = true;
      reconnectLater();
      return;
    }
    if (closed) {
      await client.end().catch(ignoreError);
      return;
    }
    listening = client;
    if (lost) log.info(`listening on "${channel}" again`);
    lost = false;
    onListening();
    heartbeatTimer = setInterval(() => {
      client.query('SELECT 1').catch((error: unknown) => drop(client, error));
    }, heartbeatMs);
    heartbeatTimer.unref();
    sendUnsent();
  }

  await connect();
  return {
    announce: (message) => {
      keepUnsent(message);
      sendUnsent();
    },
    close: async () => {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(heartbeatTimer);
      const client = listening;
      listening = undefined;
      await client?.end().catch(ignoreError);
    },
  };
}
