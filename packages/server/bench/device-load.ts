import { Client } from 'undici';

/** One applicant's device: its session cookie and the ETag it last read. */
export interface Device {
  cookie: string;
  etag: string;
}

export interface DeviceLoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/**
 * Saves from many devices at once, each on its own keep-alive connection, one request after the
 * other as a browser tab does: every write changes an answer (the device alternates `bodies`),
 * and with `ifMatch` it carries the ETag of the device's last answer. (autocannon resets its
 * per-request context on every request, so it cannot keep a device's state from one write to the
 * next.)
 */
export async function runDeviceLoad(options: {
  base: string;
  path: string;
  origin: string;
  devices: Device[];
  bodies: string[];
  ifMatch: boolean;
  seconds: number;
}): Promise<DeviceLoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  await Promise.all(
    options.devices.map(async (device) => {
      const client = new Client(options.base, { pipelining: 1 });
      let sent = 0;
      try {
        while (performance.now() < until) {
          const t0 = performance.now();
          try {
            const response = await client.request({
              method: 'PUT',
              path: options.path,
              headers: {
                'content-type': 'application/json',
                origin: options.origin,
                cookie: device.cookie,
                ...(options.ifMatch ? { 'if-match': device.etag } : {}),
              },
              body: options.bodies[++sent % options.bodies.length],
            });
            await response.body.dump();
            latencies.push(performance.now() - t0);
            if (response.statusCode >= 300) non2xx++;
            const etag = response.headers.etag;
            if (typeof etag === 'string') device.etag = etag;
          } catch {
            errors++;
          }
        }
      } finally {
        await client.close();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    errors,
    non2xx,
  };
}
