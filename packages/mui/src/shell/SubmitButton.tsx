import { useText } from '@admit/react';
import { FormButton, type FormButtonProps } from './FormButton.tsx';

/** The submit button of an auth card (default text Submit, 10rem x 3rem). */
export function SubmitButton(props: FormButtonProps) {
  const t = useText();
  return (
    <FormButton size="submit" type="submit" {...props}>
      {props.children ?? t.text('form.submit')}
    </FormButton>
  );
}
