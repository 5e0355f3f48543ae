import net from 'node:net';

export interface WireProxy {
  port: number;
  /** Bytes the server sent since the last reset: headers and bodies, as they crossed the wire. */
  takeBytes: () => number;
  close: () => Promise<void>;
}

/**
 * A TCP relay in front of the server that counts what the browser downloads. It sees every
 * request, the page's and the service worker's alike, which the page's own network events do not.
 */
export async function startWireProxy(targetPort: number, port: number): Promise<WireProxy> {
  let bytes = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    upstream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    takeBytes: () => {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
