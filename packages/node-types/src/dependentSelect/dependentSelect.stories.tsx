import type { ChildNode as Node } from '@admit/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  {
    type: 'select',
    key: 'campus_choice',
    label: 'Campus',
    options: [
      { label: 'North Campus', value: 'N' },
      { label: 'South Campus', value: 'S' },
      { label: 'Online', value: 'O' },
    ],
    required: true,
  },
  {
    type: 'dependentSelect',
    key: 'major_choice',
    label: 'Intended Major',
    controller: 'campus_choice',
    required: true,
    optionsByAnswer: {
      N: [
        { label: 'Biology', value: 'BIO' },
        { label: 'Nursing', value: 'NUR' },
      ],
      S: [
        { label: 'Business', value: 'BUS' },
        { label: 'History', value: 'HIS' },
      ],
    },
  },
];

const chosen = {
  campus_choice: 'N',
  campus_choice_desc: 'North Campus',
  major_choice: 'NUR',
  major_choice_desc: 'Nursing',
};

/**
 * A select whose options follow another answer. It shows only when the controlling answer has a
 * list, and it clears (with its `_desc`) whenever that answer changes.
 */
const meta = {
  title: 'Widgets/Dependent Select',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Dependent select' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No campus yet: the major select is not shown. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: /Intended Major/ })).toBeNull();
  },
};

export const Filled: Story = {
  args: {
    answers: chosen,
  },
};

/** A campus without its own list of majors: nothing to choose. */
export const NoListForAnswer: Story = {
  args: { answers: { campus_choice: 'O', campus_choice_desc: 'Online' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: /Intended Major/ })).toBeNull();
  },
};

export const WithError: Story = {
  args: {
    webStatus: 'validating',
    answers: { campus_choice: 'S', campus_choice_desc: 'South Campus' },
  },
};

export const LoggedOut: Story = {
  args: {
    mode: 'loggedOut',
    answers: { campus_choice: 'S', campus_choice_desc: 'South Campus' },
  },
};

export const Print: Story = {
  args: {
    mode: 'print',
    answers: chosen,
  },
};

/** Changing the campus clears the chosen major. */
export const ResetsWhenControllerChanges: Story = {
  args: {
    answers: chosen,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /Campus/ }));
    // fireEvent: jsdom cannot clone the PointerEvent user-event sends to a MUI menu item.
    fireEvent.click(await screen.findByRole('option', { name: 'South Campus' }));
    const major = await canvas.findByRole('combobox', { name: /Intended Major/ });
    await expect(major).not.toHaveTextContent('Nursing');
  },
};
