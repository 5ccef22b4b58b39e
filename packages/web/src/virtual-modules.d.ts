// Modules made at build time by build/admit-partner-plugin.ts.

declare module 'virtual:admit-partner' {
  import type { PartnerConfig } from '@admit/engine';
  /** The partner's declared languages, its default first. */
  export const languages: readonly string[];
  /** The partner config the app was built for (PARTNER_CONFIG), in each language: its own chunk. */
  export const loaders: Readonly<Record<string, () => Promise<{ default: PartnerConfig }>>>;
}

declare module 'virtual:admit-validators' {
  /** The partner's declared languages, its default first. */
  export const languages: readonly string[];
  /**
   * The engine's validators for the whole application (`all`), with their messages in each
   * language: its own chunk, loaded the first time something validates.
   */
  export const loaders: Readonly<
    Record<string, () => Promise<{ default: Readonly<Record<string, unknown>> }>>
  >;
}

declare module 'virtual:admit-auth-validators' {
  /** The partner's declared languages, its default first. */
  export const languages: readonly string[];
  /**
   * The auth forms' precompiled validators (one export per form, plus `resend`), with the
   * engine's messages in each language: its own chunk, loaded by the auth pages only.
   */
  export const loaders: Readonly<
    Record<string, () => Promise<{ default: Readonly<Record<string, unknown>> }>>
  >;
}
