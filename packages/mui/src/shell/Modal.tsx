import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import { useText } from '@admit/react';

/** Modal widths (spec section 3). */
export const MODAL_SIZES = { xs: '30rem', s: '60rem', m: '80vw' } as const;
export type ModalSize = keyof typeof MODAL_SIZES;

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title?: string | undefined;
  size?: ModalSize | undefined;
  children?: ReactNode;
  /** Buttons under the content. */
  actions?: ReactNode;
}

/** A dialog with a title and a close button, in one of three widths. */
export function Modal({ open, onClose, title, size = 'xs', children, actions }: ModalProps) {
  const titleId = useId();
  const t = useText();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: { sx: { width: MODAL_SIZES[size], maxWidth: '95vw' }, 'data-size': size } as object,
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title ?? t.text('modal.defaultTitle')}
      </DialogTitle>
      <IconButton
        aria-label={t.text('modal.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <span aria-hidden="true">×</span>
      </IconButton>
      <DialogContent>{children}</DialogContent>
      {actions}
    </Dialog>
  );
}
