import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The secrets the server knows: the current one (SECRET), which seals everything new, and earlier
 * ones (PREVIOUS_SECRETS), which still open what they sealed until `npm run rotate-key` has sealed
 * it again with the current one.
 */
export interface Keyring {
  current: string;
  previous: readonly string[];
}

/**
 * AES-256-GCM for what must not rest in plaintext: answers flagged sensitive, queued mail, and the
 * PDFs the server stores (converted documents, application PDFs). Whatever it seals names the key
 * that sealed it (an id derived from the key, never the key), so a secret can be rotated.
 */
export interface DataCipher {
  /** `enc:2:<key id>:<base64 of iv, tag and ciphertext>`. */
  encrypt(plain: string): string;
  /** Opens sealed text (this format, or the first one without a key id); other text is returned as it is. */
  decrypt(sealed: string): string;
  /** `ADMITENC2` + key id + iv + tag + ciphertext. */
  sealBytes(plain: Uint8Array): Uint8Array;
  /** Opens sealed bytes; bytes that are not sealed (stored before sealing began) are returned as they are. */
  unsealBytes(bytes: Uint8Array): Uint8Array;
  /** Whether text or bytes are sealed, and with the current key (what rotation leaves alone). */
  isCurrent(sealed: string | Uint8Array): boolean;
  /** Whether text or bytes are sealed at all. */
  isSealed(sealed: string | Uint8Array): boolean;
}

const TEXT_PREFIX = 'enc:';
const TEXT_V2 = 'enc:2:';
const BYTES_MAGIC = Buffer.from('ADMITENC2', 'ascii');
const ID_LENGTH = 8;

interface Key {
  id: string;
  key: Buffer;
}

const derive = (secret: string): Key => {
  const key = Buffer.from(hkdfSync('sha256', secret, 'admit', 'answer-encryption', 32));
  const id = createHash('sha256')
    .update('admit-key-id:')
    .update(key)
    .digest('hex')
    .slice(0, ID_LENGTH);
  return { id, key };
};

function seal(key: Key, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]);
}

function open(key: Key, raw: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
}

/** The cipher of a keyring. */
export function createDataCipher(keyring: Keyring): DataCipher {
  const current = derive(keyring.current);
  const keys = [current, ...keyring.previous.map(derive)];
  const byId = new Map(keys.map((key) => [key.id, key]));
  const keyOf = (id: string): Key => {
    const key = byId.get(id);
    if (!key) throw new Error(`No secret opens data sealed with key ${id} (see PREVIOUS_SECRETS).`);
    return key;
  };
  /** Sealed before key ids: the key that authenticates it. */
  const openAny = (raw: Buffer): Buffer => {
    for (const key of keys)
      try {
        return open(key, raw);
      } catch {
        // another key, then
      }
    throw new Error('No secret opens this sealed value (see PREVIOUS_SECRETS).');
  };
  const isSealedBytes = (bytes: Uint8Array) =>
    bytes.length > BYTES_MAGIC.length + ID_LENGTH &&
    Buffer.from(bytes.buffer, bytes.byteOffset, BYTES_MAGIC.length).equals(BYTES_MAGIC);
  const cipher: DataCipher = {
    encrypt(plain) {
      return `${TEXT_V2}${current.id}:${seal(current, Buffer.from(plain, 'utf8')).toString('base64')}`;
    },
    decrypt(sealed) {
      if (sealed.startsWith(TEXT_V2)) {
        const id = sealed.slice(TEXT_V2.length, TEXT_V2.length + ID_LENGTH);
        const raw = Buffer.from(sealed.slice(TEXT_V2.length + ID_LENGTH + 1), 'base64');
        return open(keyOf(id), raw).toString('utf8');
      }
      if (sealed.startsWith(TEXT_PREFIX))
        return openAny(Buffer.from(sealed.slice(TEXT_PREFIX.length), 'base64')).toString('utf8');
      return sealed;
    },
    sealBytes(plain) {
      return Buffer.concat([
        BYTES_MAGIC,
        Buffer.from(current.id, 'ascii'),
        seal(current, Buffer.from(plain.buffer, plain.byteOffset, plain.byteLength)),
      ]);
    },
    unsealBytes(bytes) {
      if (!isSealedBytes(bytes)) return bytes;
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const id = buffer.subarray(BYTES_MAGIC.length, BYTES_MAGIC.length + ID_LENGTH).toString();
      return open(keyOf(id), buffer.subarray(BYTES_MAGIC.length + ID_LENGTH));
    },
    isSealed(sealed) {
      return typeof sealed === 'string' ? sealed.startsWith(TEXT_PREFIX) : isSealedBytes(sealed);
    },
    isCurrent(sealed) {
      if (typeof sealed === 'string') return sealed.startsWith(`${TEXT_V2}${current.id}:`);
      return (
        isSealedBytes(sealed) &&
        Buffer.from(sealed.buffer, sealed.byteOffset + BYTES_MAGIC.length, ID_LENGTH).toString() ===
          current.id
      );
    },
  };
  return cipher;
}
