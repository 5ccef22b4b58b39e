import { CHECKED_MARKER } from '@admit/engine';
import type { ChildNode as Node } from '@admit/engine';
import { CheckWidget } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const MUST_AGREE = 'You must agree to the terms to submit your application.';

const nodes: Node[] = [
  { type: 'check', key: 'texts_wanted', label: 'Send me text message updates.' },
  {
    type: 'check',
    key: 'terms_agree',
    label: 'I certify that the information in this application is complete and true.',
    required: true,
    requiredMessage: MUST_AGREE,
    checks: [{ type: 'mustBeTrue', message: MUST_AGREE }],
  },
];

/**
 * A single check box storing true or false; print shows a ticked box's label with "[X]" (an
 * unticked one has no value, so it is left out), as the application PDF does.
 */
const meta = {
  title: 'Widgets/Check',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Check' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { answers: { texts_wanted: true, terms_agree: true } },
};

/** An agreement that must be ticked, while validating. */
export const WithError: Story = {
  args: { webStatus: 'validating', answers: { texts_wanted: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MUST_AGREE)).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { texts_wanted: true } },
};

export const Disabled: Story = {
  render: () => (
    <CheckWidget
      id="optin"
      label="Send me text message updates."
      value
      onChange={() => {}}
      disabled
    />
  ),
};

export const Print: Story = {
  args: { mode: 'print', answers: { texts_wanted: false, terms_agree: true } },
  play: async ({ canvas }) => {
    const agreed = canvas
      .getByText('I certify that the information in this application is complete and true.')
      .closest('.admit-print-field');
    await expect(agreed).toHaveTextContent(CHECKED_MARKER);
    await expect(canvas.queryByText(/Send me text message updates/)).toBe(null);
  },
};
