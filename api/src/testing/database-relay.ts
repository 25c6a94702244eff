import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * What the relay does with the shop's database traffic:
 * - 'forward': passes it both ways, as if the shop spoke to PostgreSQL itself;
 * - 'swallow': a database that is there but never answers (a black-holed host, a hung server): open
 *   connections go silent, new ones are accepted, and nothing goes either way;
 * - 'refuse': a database that is away: every open connection is cut, and new ones are refused.
 */
export type RelayMode = 'forward' | 'swallow' | 'refuse';

export interface DatabaseRelay {
  /** `target` with its host and port replaced by the relay's (same user, database and options). */
  url: string;
  setMode(mode: RelayMode): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay on 127.0.0.1 in front of the PostgreSQL server of `target` (a postgres:// URL). */
export async function startDatabaseRelay(target: string): Promise<DatabaseRelay> {
  const upstream = new URL(target);
  const pairs = new Set<{ client: Socket; server: Socket }>();
  let mode: RelayMode = 'forward';

  const listening = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });

  const onConnection = (client: Socket) => {
    client.on('error', () => {});
    if (mode === 'swallow') {
      // Accepted, read and dropped: the client waits for an answer that never comes.
      client.on('data', () => {});
      pairs.add({ client, server: client });
      return;
    }
    const server = connect(Number(upstream.port || 5432), upstream.hostname);
    server.on('error', () => client.destroy());
    const pair = { client, server };
    pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (mode === 'forward') to.write(chunk);
      });
    forward(client, server);
    forward(server, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('close', end);
    server.on('close', end);
  };

  let listener = createServer(onConnection);
  const port = await listening(listener, 0);
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const stopListening = () => new Promise<void>((resolve) => listener.close(() => resolve()));

  return {
    url: url.toString(),
    async setMode(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (previous === 'swallow') {
        // The server never knew of the connections made while swallowed: they are reset, as a real
        // server answers a packet of a connection it has no record of.
        for (const pair of pairs) {
          if (pair.server === pair.client) {
            pair.client.destroy();
            pairs.delete(pair);
          }
        }
      }
      if (next === 'refuse') {
        for (const { client, server } of pairs) {
          client.destroy();
          server.destroy();
        }
        pairs.clear();
        await stopListening();
      } else if (previous === 'refuse') {
        listener = createServer(onConnection);
        await listening(listener, port);
      }
    },
    async close() {
      for (const { client, server } of pairs) {
        client.destroy();
        server.destroy();
      }
      if (mode !== 'refuse') await stopListening();
    },
  };
}
