import Button, { type ButtonProps } from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { Modal, type ModalSize } from './Modal.tsx';

export interface ModalButtonProps {
  /** Text of the button that opens the modal. */
  buttonText: string;
  title?: string | undefined;
  size?: ModalSize | undefined;
  children?: ReactNode;
  /** Service users and print: the opening button is not shown (spec section 2). */
  hidden?: boolean | undefined;
  variant?: ButtonProps['variant'];
}

/** A button that opens a modal (Help, Privacy); hidden in the service-user print view. */
export function ModalButton({
  buttonText,
  title,
  size,
  children,
  hidden,
  variant = 'text',
}: ModalButtonProps) {
  const [open, setOpen] = useState(false);
  if (hidden) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {buttonText}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size={size}>
        {children}
      </Modal>
    </>
  );
}
