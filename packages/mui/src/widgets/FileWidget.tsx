import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { ALLOWED_FILE_EXTENSIONS, checkFiles } from '@admit/engine';
import type { DocumentAnswer } from '@admit/engine';
import { useText } from '@admit/react';
import { useEffect, useRef, useState } from 'react';
import { formatFileSize } from '../format/format-file-size.ts';

export interface FileWidgetProps {
  id: string;
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  /** The uploaded document, when there is one. */
  document?: DocumentAnswer | undefined;
  /** Uploading or converting: the button shows loading. */
  busy?: boolean | undefined;
  /** Logged-out visitors cannot upload. */
  loggedOut?: boolean | undefined;
  /** Uploads a file that passed the client checks; rejects with an Error whose message is shown. */
  onUpload(file: File): Promise<unknown>;
  /** Deletes the document once the applicant confirmed. */
  onDelete(): Promise<unknown>;
}

/**
 * A document upload with three states: uploading/converting (button loading), a file present
 * (name, size and delete with confirmation) and no file. Chosen files are checked first with the
 * engine's file rules (size, type, name length, empty, one file). When an upload made here ends,
 * focus goes to the file's Delete button (its name says which file); when a delete made here
 * ends, to Upload File: the control that had focus is gone, and focus must not fall to the page.
 * Focus the applicant has since moved elsewhere stays where it is.
 */
export function FileWidget(props: FileWidgetProps) {
  const { id, label, help, error, document, busy, loggedOut } = props;
  const t = useText();
  const input = useRef<HTMLInputElement>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  const confirmId = `${id}-delete-text`;
  const buttonId = `${id}-button`;
  const shown = [...(error ? [error] : []), ...messages];
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  /** What this widget started and has not yet seen end: focus follows its end. */
  const pending = useRef<'upload' | 'delete' | undefined>(undefined);
  const hasFile = Boolean(document) && !busy;

  useEffect(() => {
    const target =
      pending.current === 'upload' && hasFile
        ? deleteButton.current
        : pending.current === 'delete' && !document
          ? uploadButton.current
          : undefined;
    if (!target) return;
    pending.current = undefined;
    const active = globalThis.document.activeElement;
    const focusLost =
      !active || active === globalThis.document.body || fieldset.current?.contains(active);
    if (focusLost) target.focus();
  }, [hasFile, document]);

  const choose = (files: File[]) => {
    const problems = checkFiles(files.map((file) => ({ name: file.name, size: file.size })));
    setMessages(problems);
    const [file] = files;
    if (problems.length > 0 || !file) return;
    pending.current = 'upload';
    props.onUpload(file).catch((reason: unknown) => {
      pending.current = undefined;
      setMessages([
        reason instanceof Error && reason.message ? reason.message : t.text('file.uploadFailed'),
      ]);
    });
  };

  return (
    <FormControl
      ref={fieldset}
      component="fieldset"
      error={shown.length > 0}
      margin="normal"
      fullWidth
      aria-labelledby={labelId}
      aria-describedby={shown.length > 0 || help ? helperId : undefined}
    >
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      {loggedOut ? (
        <Typography variant="body2">{t.text('file.loggedOut')}</Typography>
      ) : document && !busy ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
          <Typography variant="body1">
            {document.file_name} ({formatFileSize(document.file_size)})
          </Typography>
          <Button
            ref={deleteButton}
            variant="outlined"
            color="error"
            onClick={() => setConfirming(true)}
            aria-label={t.text('file.deleteNamed', { name: document.file_name })}
          >
            {t.text('file.delete')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ mt: 1 }}>
          <input
            ref={input}
            id={id}
            type="file"
            hidden
            accept={ALLOWED_FILE_EXTENSIONS.join(',')}
            aria-labelledby={labelId}
            onChange={(event) => {
              choose([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <Button
            ref={uploadButton}
            id={buttonId}
            variant="contained"
            loading={Boolean(busy)}
            aria-labelledby={`${buttonId} ${labelId}`}
            onClick={() => input.current?.click()}
          >
            {t.text('file.upload')}
          </Button>
        </Box>
      )}
      {(shown.length > 0 || help) && (
        <FormHelperText id={helperId} component="div" role={shown.length > 0 ? 'alert' : undefined}>
          {shown.length > 0 ? shown.map((message) => <div key={message}>{message}</div>) : help}
        </FormHelperText>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={confirmId}
        aria-describedby={confirmId}
      >
        <DialogContent>
          <DialogContentText id={confirmId}>{t.text('file.deleteConfirmation')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t.text('file.cancel')}</Button>
          <Button
            color="error"
            onClick={() => {
              setConfirming(false);
              pending.current = 'delete';
              props.onDelete().catch((reason: unknown) => {
                pending.current = undefined;
                setMessages([reason instanceof Error ? reason.message : String(reason)]);
              });
            }}
          >
            {t.text('file.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </FormControl>
  );
}
