import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a request whose body is over the limit is told (413). */
export const TOO_LARGE_MESSAGE = 'The request is too large.';

/** How much of a refused body is read and dropped, and for how long, before the server gives up. */
export interface DiscardLimits {
  bytes: number;
  ms: number;
}

/**
 * Enough for the bodies clients send by mistake (a 5 MB paste, a file sent to the wrong route)
 * and no more: far past it, the client is not mistaken and the connection goes.
 */
export const DISCARD_LIMITS: DiscardLimits = { bytes: 16 * 1024 * 1024, ms: 10_000 };

/** How long a connection whose body was not read to its end lingers after the answer. */
export const LINGER_MS = 2_000;

/**
 * Reads and drops the rest of a request's body; resolves true once all of it came, false when it
 * came to more than `limits.bytes`, took longer than `limits.ms`, or the client went.
 */
function discardRest(raw: IncomingMessage, limits: DiscardLimits): Promise<boolean> {
  if (raw.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let discarded = 0;
    const settle = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('close', onClose);
      if (!whole) raw.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > limits.bytes) settle(false);
    };
    const onEnd = () => settle(true);
    const onClose = () => settle(raw.complete);
    const timer = setTimeout(() => settle(false), limits.ms);
    timer.unref();
    raw.on('data', onData).on('end', onEnd).on('close', onClose);
    raw.resume();
  });
}

/**
 * Answers a body over the limit with 413 in a way every client reads. Fastify stops reading such a
 * body (at once when Content-Length announces it) and closes the connection after the answer, while
 * the client is still sending: closing a socket with unread bytes resets it, and a client busy
 * writing, or one that reads only once it has written everything, gets ECONNRESET or EPIPE instead
 * of the answer. So the rest of the body is read and dropped first, up to DISCARD_LIMITS; then the
 * answer goes out and the connection closes on a clean end.
 *
 * A body past the limits is read no further. It is answered, and once the answer is flushed the
 * server ends its side (the client reads the answer, then the end) and resets the connection only
 * LINGER_MS later; Node's own close after a `Connection: close` answer would reset it at once.
 */
export async function sendTooLarge(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: DiscardLimits = DISCARD_LIMITS,
): Promise<{ message: string }> {
  reply.code(413);
  if (await discardRest(request.raw, limits)) {
    reply.header('connection', 'close');
  } else {
    reply.removeHeader('connection');
    const socket = request.raw.socket;
    reply.raw.once('finish', () => {
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    });
  }
  return { message: TOO_LARGE_MESSAGE };
}
