import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/** A TCP forwarder between the API and a server (PostgreSQL, Redis) that a test can cut and restore. */
export interface TcpProxy {
  port: number;
  /** The server is down: open connections are closed and new ones refused. */
  cut: () => Promise<void>;
  /** The server froze or packets are dropped: open connections are closed, new ones accepted and never answered. */
  hang: () => Promise<void>;
  /** Forwards again, on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let forwarding = true;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (!forwarding) return;
    const upstream = connect(target);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = async () => {
    if (!server.listening) return;
    const closed = once(server, 'close');
    server.close();
    dropConnections();
    await closed;
  };
  return {
    port,
    cut: async () => {
      await stopListening();
    },
    hang: () => {
      forwarding = false;
      dropConnections();
      return Promise.resolve();
    },
    restore: async () => {
      forwarding = true;
      if (server.listening) return;
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close: stopListening,
  };
}

/** A proxy in front of the Redis at `redisUrl`, closed after the test, and the URL that reaches Redis through it. */
export async function redisBehindProxy(redisUrl: string, after: (close: () => Promise<void>) => void) {
  const redisServer = new URL(redisUrl);
  const proxy = await startTcpProxy({ host: redisServer.hostname, port: Number(redisServer.port || 6379) });
  after(() => proxy.close());
  const throughProxy = new URL(redisServer);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  return { proxy, url: throughProxy.href };
}
