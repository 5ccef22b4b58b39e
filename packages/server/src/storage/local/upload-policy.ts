import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadPolicy } from '../storage.ts';

/** The signed policy of an embedded-storage upload, as carried in the form's `policy` field. */
export interface SignedPolicy {
  key: string;
  minBytes: number;
  maxBytes: number;
  contentTypes: string[];
  /** Epoch milliseconds after which the form is refused. */
  expiresAt: number;
}

const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('admit:storage-upload-policy').digest();

const sign = (secret: string, policy: string) =>
  createHmac('sha256', signingKey(secret)).update(policy).digest('base64url');

/** The form fields of an upload: `key`, `policy` (base64url JSON) and its HMAC `signature`. */
export function signUploadPolicy(
  secret: string,
  policy: UploadPolicy,
  now: number,
): { key: string; policy: string; signature: string } {
  const signed: SignedPolicy = {
    key: policy.key,
    minBytes: policy.minBytes,
    maxBytes: policy.maxBytes,
    contentTypes: [...policy.contentTypes],
    expiresAt: now + policy.expiresInSeconds * 1000,
  };
  const encoded = Buffer.from(JSON.stringify(signed)).toString('base64url');
  return { key: policy.key, policy: encoded, signature: sign(secret, encoded) };
}

/** The policy of a posted form when its signature is ours, it has not expired and it names `key`. */
export function verifyUploadPolicy(
  secret: string,
  fields: Readonly<Record<string, string>>,
  now: number,
): SignedPolicy | undefined {
  const { policy, signature, key } = fields;
  if (!policy || !signature || !key) return undefined;
  const expected = Buffer.from(sign(secret, policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const parsed = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as SignedPolicy;
  if (parsed.key !== key || parsed.expiresAt < now) return undefined;
  return parsed;
}
