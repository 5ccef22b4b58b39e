import { FILE_MESSAGES } from '@admit/engine';
import { documentAttachedText } from './file.ts';
import type { ChildNode as Node } from '@admit/engine';
import { DOCUMENT_ANSWERED } from '@admit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeDocumentClient } from '../story-kit/fake-document-client.ts';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const KEY = 'guardianship_document';
const REQUIRED = 'Please upload a copy of the court order that appointed your legal guardian.';

const nodes: Node[] = [
  {
    type: 'file',
    key: KEY,
    label: 'Court Order Appointing Your Legal Guardian',
    required: true,
    requiredMessage: REQUIRED,
    help: 'A .pdf, .docx, .png or .jpg file of at most 1 MB.',
  },
];

const present = {
  answers: { [KEY]: DOCUMENT_ANSWERED },
  documents: { [KEY]: { file_name: 'court-order.pdf', file_size: 48213 } },
};

/** The file input of a story's canvas. */
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/**
 * A document upload converted to PDF, talking to the document API through an injected client
 * (here a fake one). States: uploading/converting, file present, no file; chosen files are checked
 * first (1 MB, .png .jpeg .jpg .pdf .docx, name of 32 characters, not empty, one file).
 */
const meta = {
  title: 'Widgets/File Upload',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'File upload' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No file yet. */
export const Empty: Story = {};

/** A conversion in progress: the button shows loading. */
export const Converting: Story = {
  args: { conversions: { [KEY]: 'IN_PROGRESS' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Upload File/ })).toBeDisabled();
  },
};

/** Choosing a file uploads it; the fake client reports UNPROCESSED, IN_PROGRESS, then COMPLETED. */
export const UploadAndConvert: Story = {
  args: { services: { documents: fakeDocumentClient({ stepMs: 300 }) } },
  play: async ({ canvas, canvasElement }) => {
    const file = new File(['%PDF-1.7'], 'transcript.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(await canvas.findByText(/transcript\.pdf/)).toBeInTheDocument();
  },
};

/** A file present: its name and size, and Delete. */
export const Filled: Story = {
  args: present,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/court-order\.pdf/)).toBeInTheDocument();
  },
};

/** Delete asks first, with Cancel and Delete. */
export const DeleteConfirmation: Story = {
  args: present,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete court-order.pdf' }));
    const dialog = await screen.findByRole('dialog');
    await expect(
      within(dialog).getByText('Are you sure you want to delete your file?'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  },
};

/** A file over 1 MB is refused before any upload. */
export const FileTooLarge: Story = {
  play: async ({ canvas, canvasElement }) => {
    const big = new File([new Uint8Array(1_048_577)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(canvas.getByText(FILE_MESSAGES.tooLarge)).toBeInTheDocument();
  },
};

/** A failed conversion: the message under the question and the error toast. */
export const UploadFailure: Story = {
  args: {
    services: {
      documents: fakeDocumentClient({
        stepMs: 50,
        failWith: 'The document could not be converted.',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['x'], 'letter.docx', { type: 'application/octet-stream' }),
    );
    await waitFor(() =>
      expect(screen.getByText(`Error uploading file for ${KEY}:`)).toBeInTheDocument(),
    );
  },
};

/** A required document missing, while validating. */
export const WithError: Story = {
  args: { webStatus: 'validating' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(REQUIRED)).toBeInTheDocument();
  },
};

/** Visitors without an account cannot upload. */
export const LoggedOut: Story = {
  args: { mode: 'loggedOut' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This question can be finished once you have created an account.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Upload File/ })).toBeNull();
  },
};

/** Print: Document attached for "<key>". */
export const Print: Story = {
  args: { mode: 'print', ...present },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(documentAttachedText(KEY))).toBeInTheDocument();
  },
};
