import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileWidget } from '../../src/widgets/FileWidget.tsx';

const fileOf = (name: string, size: number, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

function setup(props: Partial<Parameters<typeof FileWidget>[0]> = {}) {
  const onUpload = vi.fn(async () => undefined);
  const onDelete = vi.fn(async () => undefined);
  render(
    <FileWidget
      id="ward_doc"
      label="Court documents"
      onUpload={onUpload}
      onDelete={onDelete}
      {...props}
    />,
  );
  return { onUpload, onDelete };
}

const input = () =>
  screen.getByLabelText('Court documents', { selector: 'input' }) as HTMLInputElement;
// user.upload would drop files that do not match `accept`; the widget must check them itself.
const user = () => userEvent.setup({ applyAccept: false });

describe('FileWidget', () => {
  it('uploads a file that passes the checks', async () => {
    const { onUpload } = setup();
    const file = fileOf('transcript.pdf', 2048);
    await user().upload(input(), file);
    expect(onUpload).toHaveBeenCalledWith(file);
  });

  it('refuses a file over 1 MB', async () => {
    const { onUpload } = setup();
    await user().upload(input(), fileOf('big.pdf', 1048577));
    expect(screen.getByText('Your file is too large. The maximum file size is 1 MB.')).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses other file types', async () => {
    setup();
    await user().upload(input(), fileOf('notes.txt', 10, 'text/plain'));
    expect(
      screen.getByText(
        'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
      ),
    ).toBeTruthy();
  });

  it('refuses an empty file', async () => {
    setup();
    await user().upload(input(), fileOf('empty.pdf', 0));
    expect(screen.getByText('Your file is empty. Please upload a non-empty file.')).toBeTruthy();
  });

  it('refuses a file name longer than 32 characters', async () => {
    setup();
    await user().upload(input(), fileOf(`${'a'.repeat(29)}.pdf`, 10));
    expect(screen.getByRole('alert').textContent).toContain('32 characters');
  });

  it('shows the upload failure message', async () => {
    setup({ onUpload: vi.fn(async () => Promise.reject(new Error('Conversion failed.'))) });
    await user().upload(input(), fileOf('a.pdf', 10));
    await waitFor(() => expect(screen.getByText('Conversion failed.')).toBeTruthy());
  });

  it('shows the button loading while uploading or converting', () => {
    setup({ busy: true });
    const button = screen.getByRole('button', {
      name: 'Upload File Court documents',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('shows the file name and size when a file is present', () => {
    setup({ document: { file_name: 'transcript.pdf', file_size: 2048 } });
    expect(screen.getByText('transcript.pdf (2.0 KB)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload File/ })).toBeNull();
  });

  it('asks before deleting, and Cancel keeps the file', async () => {
    const { onDelete } = setup({ document: { file_name: 'transcript.pdf', file_size: 2048 } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete transcript.pdf' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete your file?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('deletes once confirmed', async () => {
    const { onDelete } = setup({ document: { file_name: 'transcript.pdf', file_size: 2048 } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete transcript.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('tells logged-out visitors to create an account first', () => {
    setup({ loggedOut: true });
    expect(
      screen.getByText('This question can be finished once you have created an account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  describe('focus after an upload or a delete ends (the control that had it is gone)', () => {
    const transcript = { file_name: 'transcript.pdf', file_size: 2048 };
    const widget = (props: Partial<Parameters<typeof FileWidget>[0]>) => (
      <>
        <FileWidget
          id="ward_doc"
          label="Court documents"
          onUpload={async () => undefined}
          onDelete={async () => undefined}
          {...props}
        />
        <button type="button">Elsewhere</button>
      </>
    );

    it("goes to the new file's Delete button once the upload is converted", async () => {
      const { rerender } = render(widget({}));
      await user().upload(input(), fileOf('transcript.pdf', 2048));
      rerender(widget({ busy: true }));
      (globalThis.document.activeElement as HTMLElement | null)?.blur();
      rerender(widget({ document: transcript }));
      expect(globalThis.document.activeElement).toBe(
        screen.getByRole('button', { name: 'Delete transcript.pdf' }),
      );
    });

    it('stays where the applicant moved it meanwhile', async () => {
      const { rerender } = render(widget({}));
      await user().upload(input(), fileOf('transcript.pdf', 2048));
      rerender(widget({ busy: true }));
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
      rerender(widget({ document: transcript }));
      expect(globalThis.document.activeElement).toBe(
        screen.getByRole('button', { name: 'Elsewhere' }),
      );
    });

    it('goes to Upload File once a delete made here ends', async () => {
      const { rerender } = render(widget({ document: transcript }));
      await userEvent.click(screen.getByRole('button', { name: 'Delete transcript.pdf' }));
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // The Delete button that had focus back from the dialog is removed with the file.
      (globalThis.document.activeElement as HTMLElement | null)?.blur();
      rerender(widget({}));
      await waitFor(() =>
        expect(globalThis.document.activeElement).toBe(
          screen.getByRole('button', { name: /Upload File/ }),
        ),
      );
    });

    it('is not moved by a file that appears without an upload made here', () => {
      const { rerender } = render(widget({}));
      rerender(widget({ document: transcript }));
      expect(globalThis.document.activeElement).toBe(globalThis.document.body);
    });
  });
});
