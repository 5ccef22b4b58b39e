import { useText } from '@admit/react';
import { FormButton, type FormButtonProps } from './FormButton.tsx';

/** Saves, validates and goes to the next page. */
export function SaveAndContinueButton(props: FormButtonProps) {
  const t = useText();
  return <FormButton {...props}>{props.children ?? t.text('form.saveAndContinue')}</FormButton>;
}
