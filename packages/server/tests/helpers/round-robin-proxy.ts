import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer for tests: each request goes to the next upstream in turn, with the client's
 * address appended to X-Forwarded-For (as nginx's `$proxy_add_x_forwarded_for` and cloud load
 * balancers do, so a client behind another trusted proxy keeps its own address); an upstream that refuses the connection (a killed process) is
 * skipped, as a load balancer's health check would take it out.
 */
export async function startRoundRobinProxy(upstreams: () => readonly string[]) {
  let next = 0;
  const served: Record<string, number> = {};
  const forward = (
    incoming: IncomingMessage,
    body: Buffer,
    response: ServerResponse,
    tries: number,
  ): void => {
    const targets = upstreams();
    const target = new URL(targets[next++ % targets.length]!);
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          host: incoming.headers.host,
          'x-forwarded-for': [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
            .filter(Boolean)
            .join(', '),
          connection: 'close',
        },
      },
      (answer) => {
        served[target.origin] = (served[target.origin] ?? 0) + 1;
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tries < targets.length)
        return forward(incoming, body, response, tries + 1);
      response.writeHead(502).end();
    });
    outgoing.end(body);
  };
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, Buffer.concat(chunks), response, 1));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests each upstream answered, by origin. */
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
