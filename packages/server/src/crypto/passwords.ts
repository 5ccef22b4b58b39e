import { hash, verify } from '@node-rs/argon2';

/** argon2id cost. The defaults follow OWASP's argon2id guidance; tests pass cheaper ones. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

export const DEFAULT_PASSWORD_COST: PasswordCost = { memoryCost: 19456, timeCost: 2 };

/** Hashes and checks passwords with argon2id (the library's default algorithm). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** A hash to verify against when no account exists, so both paths take the same time. */
  dummy: Promise<string>;
}

export function createPasswordHasher(cost: PasswordCost = DEFAULT_PASSWORD_COST): PasswordHasher {
  const options = { ...cost, parallelism: 1 };
  const hasher: PasswordHasher = {
    hash: (password) => hash(password, options),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    dummy: hash('no account has this password', options),
  };
  return hasher;
}
