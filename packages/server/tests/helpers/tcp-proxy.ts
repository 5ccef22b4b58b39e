import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL) that a test can cut, as a failover or a network
 * fault would: every open connection is reset and new ones are refused, until it is restored on the
 * same port. Cheaper than restarting a real PostgreSQL, for tests that only need it to be gone.
 */
export class TcpProxy {
  readonly #target: { host: string; port: number };
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;
  #port = 0;

  private constructor(target: { host: string; port: number }) {
    this.#target = target;
  }

  /** Starts a proxy to `target` on a free loopback port. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.restore();
    return proxy;
  }

  /** `url` (postgres://user@host:port/db...) pointed at the proxy. */
  url(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.#port);
    return parsed.toString();
  }

  /** Resets every connection and refuses new ones. */
  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.resetAndDestroy();
    this.#sockets.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Accepts connections again, on the same port. */
  async restore(): Promise<void> {
    if (this.#server) return;
    const server = createServer((client) => {
      const upstream = connect(this.#target);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.#sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(this.#port, '127.0.0.1');
    await new Promise((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    this.#port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Stops for good. */
  close(): Promise<void> {
    return this.cut();
  }
}
