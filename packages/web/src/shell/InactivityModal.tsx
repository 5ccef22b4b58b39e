import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { Modal } from '@admit/mui';

/** The inactivity warning's texts (spec section 4). */
export const INACTIVITY_TEXTS = {
  title: 'Still working?',
  text: 'You have been inactive for a little while. Would you like to stay logged in?',
  stay: 'Yes - Take me back to my application',
  leave: 'No - Please log me out',
} as const;

export interface InactivityModalProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/** "Still working?": stay logged in, or log out now. Closing the dialog counts as staying. */
export function InactivityModal({ open, onStay, onLeave }: InactivityModalProps) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={INACTIVITY_TEXTS.title}
      size="xs"
      actions={
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onStay}>
            {INACTIVITY_TEXTS.stay}
          </Button>
          <Button variant="outlined" onClick={onLeave} sx={{ ml: '0 !important' }}>
            {INACTIVITY_TEXTS.leave}
          </Button>
        </DialogActions>
      }
    >
      <Typography>{INACTIVITY_TEXTS.text}</Typography>
    </Modal>
  );
}
