import { FormButton, type FormButtonProps } from './FormButton.tsx';

/** Saves, validates and goes to the next page. */
export const SaveAndContinueButton = (props: FormButtonProps) => (
  <FormButton {...props}>{props.children ?? 'Save and Continue'}</FormButton>
);
