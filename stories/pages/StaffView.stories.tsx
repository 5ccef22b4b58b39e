import { NO_ANSWERS_TEXT } from '@admit/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bundledConfig, bundledModel } from '../support/bundled-partner.ts';
import { sampleData, type SampleData } from '@admit/studio/preview';
import { StaffViewStory } from '../support/StaffViewStory.tsx';

/** Every page of the bundled partner filled in with its sample answers. */
const filled: SampleData = bundledModel.pages
  .map((page) => sampleData(bundledModel, page.id))
  .reduce((all, page) => ({
    answers: { ...all.answers, ...page.answers },
    addAnother: { ...all.addAnother, ...page.addAnother },
    documents: { ...all.documents, ...page.documents },
  }));

/**
 * The staff's read-only view of a whole application (`?service_token=`): every page, only the
 * questions with a value, check marks as [X], radios with their options marked, documents as
 * "Document attached", with no inputs or buttons. The application PDF shows the same text.
 */
const meta = {
  title: 'Pages/Staff View',
  component: StaffViewStory,
  args: { model: bundledModel, title: bundledConfig.partner.applicationTitle, data: filled },
  argTypes: { model: { table: { disable: true } } },
} satisfies Meta<typeof StaffViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A whole application, every page answered. */
export const WholeApplication: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      bundledConfig.partner.applicationTitle,
    );
    for (const page of bundledModel.pages)
      await expect(
        canvas.getByRole('heading', { level: 2, name: `Step ${page.step}: ${page.title}` }),
      ).toBeInTheDocument();
    await expect(canvas.getAllByText(/Document attached for/).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('ul[data-layout="columns"]')).not.toBeNull();
    await expect(canvasElement.querySelector('input, button, textarea, select')).toBeNull();
  },
};

/** An application with nothing answered yet: each page says so. */
export const NothingAnswered: Story = {
  args: { data: { answers: {}, addAnother: {}, documents: {} } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(NO_ANSWERS_TEXT)).toHaveLength(bundledModel.pages.length);
  },
};
