import type { ArgTypes } from '@storybook/react-vite';
import type { FormStoryProps } from './FormStory.tsx';

/**
 * Controls of a form story: mode and web status as choices (switch a story to print or validating
 * live); the service overrides stay out of the Controls panel.
 */
export const formStoryArgTypes: Partial<ArgTypes<FormStoryProps>> = {
  mode: { control: 'inline-radio', options: ['edit', 'loggedOut', 'print'] },
  webStatus: { control: 'inline-radio', options: ['none', 'started', 'validating', 'submitted'] },
  services: { table: { disable: true } },
};
