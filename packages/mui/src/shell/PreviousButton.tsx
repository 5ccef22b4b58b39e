import { FormButton, type FormButtonProps } from './FormButton.tsx';

/** Goes to the previous page. */
export const PreviousButton = (props: FormButtonProps) => (
  <FormButton variant="outlined" {...props}>
    {props.children ?? 'Previous'}
  </FormButton>
);
