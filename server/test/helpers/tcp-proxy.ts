import net, { type AddressInfo } from 'node:net';

/**
 * A TCP relay between the app and a server (Redis), to cut the line and mend it as an outage
 * would: `stop()` drops every connection and refuses new ones; `start()` listens again on the
 * same port.
 */
export class TcpProxy {
  port = 0;
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<number> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(socket);
        socket.on('error', () => socket.destroy());
        socket.on('close', () => {
          this.sockets.delete(socket);
          other.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
