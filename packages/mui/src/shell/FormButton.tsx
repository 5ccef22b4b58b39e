import Button, { type ButtonProps } from '@mui/material/Button';

/** Default button sizes (spec section 9). */
export const BUTTON_SIZES = {
  save: { width: '15rem', height: '3rem' },
  submit: { width: '10rem', height: '3rem' },
} as const;

export interface FormButtonProps extends Omit<ButtonProps, 'size'> {
  /** `save` for the page buttons (15rem x 3rem); `submit` for card submit buttons (10rem x 3rem). */
  size?: keyof typeof BUTTON_SIZES | undefined;
}

/** A page or card button at the default size, classed `admit-no-print` (the print view has no buttons). */
export function FormButton({
  size = 'save',
  sx,
  variant = 'contained',
  ...props
}: FormButtonProps) {
  return (
    <Button
      variant={variant}
      sx={[
        { width: BUTTON_SIZES[size].width, maxWidth: '100%', height: BUTTON_SIZES[size].height },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      className="admit-no-print"
      {...props}
    />
  );
}
