// Modules made at build time by build/admit-partner-plugin.ts.

declare module 'virtual:admit-partner' {
  import type { PartnerConfig } from '@admit/engine';
  /** The partner config the app was built for (PARTNER_CONFIG). */
  const config: PartnerConfig;
  export default config;
}

declare module 'virtual:admit-validators' {
  /** The engine's validators per page (`page_<id>`) and for the whole application (`all`). */
  const validators: Readonly<Record<string, unknown>>;
  export default validators;
}

declare module 'virtual:admit-auth-validators' {
  /** The auth forms' precompiled validators (one export per form, plus `resend`). */
  const validators: Readonly<Record<string, unknown>>;
  export default validators;
}
