import { PasswordWidget, type PasswordWidgetProps } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { FormStory } from '../story-kit/FormStory.tsx';

/** A password input that keeps what is typed, so the requirement rows follow it. */
function Password(props: Omit<PasswordWidgetProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <PasswordWidget {...props} value={value} onChange={setValue} />;
}

/**
 * The new-password input of the sign-up and reset cards, with one requirement row per rule:
 * inactive while empty, error when violated, success otherwise. (In the application form a
 * password question has no rows, and the print view never shows a password.)
 */
const meta = {
  title: 'Widgets/Password',
  component: Password,
  args: { id: 'password', label: 'Password', value: '', required: true },
} satisfies Meta<typeof Password>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row inactive. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('li');
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row.dataset.state).toBe('inactive');
  },
};

/** Some rules met (success), some not (error). */
export const PartlyMet: Story = {
  args: { value: 'short1' },
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('li')].map((row) => row.dataset.state);
    await expect(states).toContain('success');
    await expect(states).toContain('error');
  },
};

/** Every rule met. */
export const Filled: Story = {
  args: { value: 'Harbor-Light-2031' },
  play: async ({ canvasElement }) => {
    for (const row of canvasElement.querySelectorAll('li'))
      await expect(row.dataset.state).toBe('success');
  },
};

export const WithError: Story = {
  args: { error: 'Password is required.' },
};

export const Disabled: Story = {
  args: { value: 'Harbor-Light-2031', disabled: true },
};

/** The login card: no requirement rows. */
export const WithoutRequirements: Story = {
  args: { showRequirements: false, autoComplete: 'current-password' },
};

/** The service-user view never prints a password: only the other answer shows. */
export const Print: Story = {
  render: () => (
    <FormStory
      mode="print"
      title="Account"
      nodes={[
        { type: 'text', key: 'account_email', label: 'Email Address' },
        { type: 'text', key: 'portal_password', label: 'Password', inputType: 'password' },
      ]}
      answers={{ account_email: 'jordan@example.org', portal_password: 'Harbor-Light-2031' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('jordan@example.org')).toBeInTheDocument();
    await expect(canvas.queryByText('Password')).toBeNull();
  },
};
