import { useText } from '@admit/react';
import { FormButton, type FormButtonProps } from './FormButton.tsx';

/** Saves the answers and stays on the page. */
export function SaveButton(props: FormButtonProps) {
  const t = useText();
  return (
    <FormButton variant="outlined" {...props}>
      {props.children ?? t.text('form.save')}
    </FormButton>
  );
}
