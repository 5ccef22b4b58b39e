import type { StoryObj } from '@storybook/react-vite';
import { MISSING_ITEMS_TITLE } from '@admit/engine';
import { expect } from 'storybook/test';
import { bundledModel } from './bundled-partner.ts';
import type { FormStory } from './FormStory.tsx';
import { partlyAnswered, sampleData } from '@admit/studio/preview';

type Story = StoryObj<typeof FormStory>;

/**
 * The stories every page of the bundled partner has: a new application, a filled page, the
 * validating page with its summary, the service-user view and the logged-out view.
 */
export function pageStories(pageId: string) {
  const sample = sampleData(bundledModel, pageId);
  const partly = partlyAnswered(bundledModel, pageId);
  return {
    args: { model: bundledModel, pageId },
    /** A new application: nothing answered yet. */
    Edit: {} satisfies Story,
    /** Every question that the sample answers open, filled in. */
    Filled: { args: { ...sample } } satisfies Story,
    /** After a submit was tried with questions missing: the summary links to each, the questions show their messages. */
    Validating: {
      args: { ...partly, webStatus: 'validating', summary: true },
      play: async ({ canvas }) => {
        await expect(canvas.getByText(MISSING_ITEMS_TITLE)).toBeInTheDocument();
        await expect(canvas.getAllByRole('link').length).toBeGreaterThan(0);
      },
    } satisfies Story,
    /** The read-only staff view of the filled page: answered questions only, no inputs or buttons. */
    ServiceUser: {
      args: { ...sample, mode: 'print' },
      play: async ({ canvasElement }) => {
        await expect(canvasElement.querySelectorAll('.admit-print-field').length).toBeGreaterThan(
          0,
        );
        await expect(canvasElement.querySelector('input, button, textarea')).toBeNull();
      },
    } satisfies Story,
    /** A visitor without an account: file questions ask for an account, saved tabs show the default. */
    LoggedOut: { args: { ...sample, mode: 'loggedOut' } } satisfies Story,
  };
}
