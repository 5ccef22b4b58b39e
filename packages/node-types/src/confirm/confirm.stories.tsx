import type { ChildNode as Node } from '@admit/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const SUMMARY = 'Every applicant must confirm the statement. Read it in full first.';
const FULL =
  'I certify that what I have said in this application is complete and true, and that I will report any change.';

const byButton: Node[] = [
  {
    type: 'confirm',
    key: 'statement_read',
    mode: 'button',
    label: 'Read the full statement',
    before: [{ type: 'markdown', id: 'statement_summary', markdown: SUMMARY }],
    after: [{ type: 'markdown', id: 'statement_full', markdown: FULL }],
  },
];

const byCheckbox: Node[] = [
  {
    type: 'confirm',
    key: 'has_siblings',
    mode: 'checkbox',
    label: 'I have brothers or sisters who attended this university.',
    before: [],
    after: [{ type: 'text', key: 'sibling_name', label: 'Name of a Brother or Sister' }],
  },
];

/** Content that switches from `before` to `after` once confirmed by a button or a check box. */
const meta = {
  title: 'Widgets/Confirm Switch',
  component: FormStory,
  argTypes: formStoryArgTypes,
  // A confirmation has no rule of its own, so there is nothing to validate (and the engine cannot
  // compile a validator for a page without any rule).
  args: { nodes: byButton, title: 'Confirm switch', validate: false },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before: the summary and the button. */
export const Empty: Story = {};

/** The button swaps in the full text. */
export const ConfirmByButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read the full statement' }));
    await expect(canvas.getByText(FULL)).toBeInTheDocument();
    await expect(canvas.queryByText(SUMMARY)).toBeNull();
  },
};

export const Filled: Story = {
  args: { answers: { statement_read: true } },
};

/** The check-box variant shows its question once ticked. */
export const ConfirmByCheckbox: Story = {
  args: { nodes: byCheckbox, answers: { has_siblings: true } },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut' },
};

/** Print: the content of the stored state, no button. */
export const Print: Story = {
  args: {
    mode: 'print',
    nodes: byCheckbox,
    answers: { has_siblings: true, sibling_name: 'Sam Rivera' },
  },
};
