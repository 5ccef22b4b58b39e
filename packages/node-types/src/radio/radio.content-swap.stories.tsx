import type { ChildNode as Node } from '@admit/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const NEXT_STEPS =
  'After you submit, we will email your counselor and ask them to confirm that you are eligible.';

const nodes: Node[] = [
  {
    type: 'radio',
    key: 'fee_waiver_request',
    label: 'Would you like your school counselor to request an application fee waiver for you?',
    options: 'answer_yes_no',
    contentByValue: {
      Y: [{ type: 'markdown', id: 'fee_waiver_next_steps', markdown: NEXT_STEPS }],
      N: [
        {
          type: 'text',
          key: 'fee_payment_note',
          label: 'Anything we should know about paying the fee?',
        },
      ],
    },
  },
];

/** A radio whose chosen value swaps in its own content under the buttons. */
const meta = {
  title: 'Widgets/Radio Content Swap',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Radio content swap' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Choosing Yes shows its text; choosing No swaps in a question instead. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expect(canvas.getByText(NEXT_STEPS)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expect(canvas.queryByText(NEXT_STEPS)).toBeNull();
    await expect(
      canvas.getByRole('textbox', { name: 'Anything we should know about paying the fee?' }),
    ).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { fee_waiver_request: 'Y', fee_waiver_request_desc: 'Yes' } },
};

export const Print: Story = {
  args: {
    mode: 'print',
    answers: {
      fee_waiver_request: 'N',
      fee_waiver_request_desc: 'No',
      fee_payment_note: 'My parent will pay by card.',
    },
  },
};
