import type { Meta, StoryObj } from '@storybook/react-vite';
import { formStoryArgTypes } from '../support/form-story-arg-types.ts';
import { FormStory } from '../support/FormStory.tsx';
import { pageStories } from '../support/page-stories.ts';

const page = pageStories('about');

/** The bundled partner's "About You" page (partner-config/pages/about.json), as the app renders it. */
const meta = {
  title: 'Pages/About You',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: page.args,
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = page.Edit;
export const Filled: Story = page.Filled;
export const Validating: Story = page.Validating;
export const ServiceUser: Story = page.ServiceUser;
export const LoggedOut: Story = page.LoggedOut;
