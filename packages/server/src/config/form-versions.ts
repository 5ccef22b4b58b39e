import type { PartnerConfig } from '@admit/engine';
import { formVersion, type FormVersion, type StoredConfigVersion } from './form-version.ts';
import type { LoadedPartner } from './partner.ts';

/**
 * The form versions a server knows: the one it runs, and the ones applications were submitted on
 * (compiled on first use, then kept). Answer keys of earlier versions that the running one no
 * longer has are "retired": their answers are kept and shown to staff, and a save naming one
 * stores its live answers and reports it.
 */
export class FormVersions {
  readonly current: LoadedPartner;
  /** Keys earlier versions had that the running one does not, with their type then. */
  readonly retired: ReadonlyMap<string, 'string' | 'boolean'>;
  readonly #compiled = new Map<string, Promise<FormVersion | undefined>>();
  readonly #read: (hash: string) => Promise<StoredConfigVersion | undefined>;

  constructor(
    current: LoadedPartner,
    earlier: readonly PartnerConfig[],
    read: (hash: string) => Promise<StoredConfigVersion | undefined>,
  ) {
    this.current = current;
    this.#read = read;
    const retired = new Map<string, 'string' | 'boolean'>();
    for (const config of earlier) {
      let types: FormVersion['answerTypes'];
      try {
        types = formVersion(config, undefined, '').answerTypes;
      } catch {
        continue; // A version this engine can no longer compile retires nothing.
      }
      for (const [key, type] of types) if (!current.answerTypes.has(key)) retired.set(key, type);
    }
    this.retired = retired;
  }

  /** The version named `hash` (the running one when null, unknown or equal to it). */
  async get(hash: string | null | undefined): Promise<FormVersion> {
    if (!hash || hash === this.current.hash) return this.current;
    let compiled = this.#compiled.get(hash);
    if (!compiled) {
      compiled = this.#read(hash).then(
        (stored) => stored && formVersion(stored.config, stored.configs, hash),
      );
      this.#compiled.set(hash, compiled);
      compiled.catch(() => this.#compiled.delete(hash));
    }
    return (await compiled) ?? this.current;
  }
}
