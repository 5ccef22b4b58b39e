import type { Storage } from './storage.ts';

/**
 * The origin browsers post uploads to when it is not the site itself (an S3 bucket or an
 * S3-compatible endpoint), so the Content-Security-Policy can allow exactly that one. Presigning
 * is local work (no request leaves the server); a storage that cannot presign yet (no
 * credentials) gives undefined and the uploads fail visibly rather than the start.
 */
export async function uploadOrigin(
  storage: Storage,
  publicUrl: string,
): Promise<string | undefined> {
  if (storage.kind === 'local') return undefined;
  try {
    const { url } = await storage.presignUpload({
      key: 'csp/probe',
      minBytes: 1,
      maxBytes: 1,
      contentTypes: [],
      expiresInSeconds: 60,
    });
    const origin = new URL(url, publicUrl).origin;
    return origin === new URL(publicUrl).origin ? undefined : origin;
  } catch {
    return undefined;
  }
}
