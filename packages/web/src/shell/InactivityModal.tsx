import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { Modal } from '@admit/mui';
import { useText } from '@admit/react';

export interface InactivityModalProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/** "Still working?": stay logged in, or log out now. Closing the dialog counts as staying. */
export function InactivityModal({ open, onStay, onLeave }: InactivityModalProps) {
  const t = useText();
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={t.text('inactivity.title')}
      size="xs"
      actions={
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onStay}>
            {t.text('inactivity.stay')}
          </Button>
          <Button variant="outlined" onClick={onLeave} sx={{ ml: '0 !important' }}>
            {t.text('inactivity.leave')}
          </Button>
        </DialogActions>
      }
    >
      <Typography>{t.text('inactivity.text')}</Typography>
    </Modal>
  );
}
