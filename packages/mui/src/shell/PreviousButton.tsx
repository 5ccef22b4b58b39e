import { useText } from '@admit/react';
import { FormButton, type FormButtonProps } from './FormButton.tsx';

/** Goes to the previous page. */
export function PreviousButton(props: FormButtonProps) {
  const t = useText();
  return (
    <FormButton variant="outlined" {...props}>
      {props.children ?? t.text('form.previous')}
    </FormButton>
  );
}
