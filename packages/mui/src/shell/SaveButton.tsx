import { FormButton, type FormButtonProps } from './FormButton.tsx';

/** Saves the answers and stays on the page. */
export const SaveButton = (props: FormButtonProps) => (
  <FormButton variant="outlined" {...props}>
    {props.children ?? 'Save'}
  </FormButton>
);
