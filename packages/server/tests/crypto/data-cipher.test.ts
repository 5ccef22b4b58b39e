import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDataCipher } from '../../src/crypto/data-cipher.ts';

const OLD = 'old-secret-value';
const NEW = 'new-secret-value';

/** Text sealed the way the first version did: `enc:` and no key id. */
function sealedByFirstVersion(secret: string, plain: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'admit', 'answer-encryption', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `enc:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

describe('the data cipher', () => {
  it('seals text and bytes naming its key, and opens them again', () => {
    const cipher = createDataCipher({ current: NEW, previous: [] });
    const sealed = cipher.encrypt('A12345678');
    expect(sealed).toMatch(/^enc:2:[0-9a-f]{8}:/);
    expect(sealed).not.toContain('A12345678');
    expect(cipher.decrypt(sealed)).toBe('A12345678');
    const pdf = Buffer.from('%PDF-1.7 applicant data');
    const bytes = cipher.sealBytes(pdf);
    expect(Buffer.from(bytes).subarray(0, 9).toString()).toBe('ADMITENC2');
    expect(Buffer.from(bytes).includes(Buffer.from('applicant'))).toBe(false);
    expect(Buffer.from(cipher.unsealBytes(bytes)).toString()).toBe('%PDF-1.7 applicant data');
    expect(cipher.isCurrent(sealed) && cipher.isCurrent(bytes)).toBe(true);
  });

  it('opens what an earlier secret sealed while it is listed, and tells it is not current', () => {
    const before = createDataCipher({ current: OLD, previous: [] });
    const text = before.encrypt('secret answer');
    const bytes = before.sealBytes(Buffer.from('%PDF old'));
    const after = createDataCipher({ current: NEW, previous: [OLD] });
    expect(after.decrypt(text)).toBe('secret answer');
    expect(Buffer.from(after.unsealBytes(bytes)).toString()).toBe('%PDF old');
    expect(after.isCurrent(text)).toBe(false);
    expect(after.isCurrent(bytes)).toBe(false);
    const alone = createDataCipher({ current: NEW, previous: [] });
    expect(() => alone.decrypt(text)).toThrow(/PREVIOUS_SECRETS/);
    expect(() => alone.unsealBytes(bytes)).toThrow(/PREVIOUS_SECRETS/);
  });

  it('opens text sealed before keys had ids, with whichever listed secret sealed it', () => {
    const legacy = sealedByFirstVersion(OLD, 'A98765432');
    const cipher = createDataCipher({ current: NEW, previous: [OLD] });
    expect(cipher.decrypt(legacy)).toBe('A98765432');
    expect(cipher.isSealed(legacy)).toBe(true);
    expect(cipher.isCurrent(legacy)).toBe(false);
  });

  it('passes through what was never sealed, and refuses a tampered seal', () => {
    const cipher = createDataCipher({ current: NEW, previous: [] });
    expect(cipher.decrypt('"plain"')).toBe('"plain"');
    expect(Buffer.from(cipher.unsealBytes(Buffer.from('%PDF-1.4'))).toString()).toBe('%PDF-1.4');
    const sealed = cipher.encrypt('value');
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => cipher.decrypt(tampered)).toThrow();
  });
});
