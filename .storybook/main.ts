import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

/**
 * Storybook for Admit: every node type in every state (its stories are in its folder of
 * packages/node-types), the shell pieces and the bundled partner's pages. No add-on, nothing
 * fetched at build or run time: it builds offline, without telemetry.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../stories/**/*.stories.@(ts|tsx)',
    '../packages/node-types/src/*/*.stories.@(ts|tsx)',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables are not used (stories take form args), so skip the docgen pass.
  typescript: { reactDocgen: false },
  // The React plugin gives Fast Refresh in `storybook dev` (and quiets MUI's "use client" notices).
  // The preview loads MUI, the engine and ajv in one chunk; that is expected in a component browser.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { plugins: [react()], build: { chunkSizeWarningLimit: 2000 } }),
};

export default config;
