import type { ChildNode as Node } from '@admit/engine';
import { MarkdownBlock } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormStory } from '../story-kit/FormStory.tsx';

const MARKDOWN = `Applicants who finish today enjoy:

- **no essay** required,
- a *prompt* admissions decision,
- consideration for merit scholarships.

Questions? See [the admissions site](https://example.org/admissions).

<script>alert('raw HTML is dropped')</script>`;

/** Static text from the config, written in markdown; raw HTML is dropped. */
const meta = {
  title: 'Widgets/Markdown',
  component: MarkdownBlock,
  args: { markdown: MARKDOWN },
} satisfies Meta<typeof MarkdownBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('link', { name: 'the admissions site' }),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** Inside a page, between questions. */
export const InAPage: Story = {
  render: () => (
    <FormStory
      title="Markdown"
      nodes={
        [
          { type: 'markdown', id: 'intro', markdown: MARKDOWN },
          { type: 'text', key: 'given_name', label: 'First Name' },
        ] satisfies Node[]
      }
    />
  ),
};

/** Static text is left out of the service-user view. */
export const Print: Story = {
  render: () => (
    <FormStory
      mode="print"
      title="Markdown"
      nodes={
        [
          { type: 'markdown', id: 'intro', markdown: MARKDOWN },
          { type: 'text', key: 'given_name', label: 'First Name' },
        ] satisfies Node[]
      }
      answers={{ given_name: 'Jordan' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/no essay/)).toBeNull();
  },
};
