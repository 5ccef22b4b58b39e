import { FormButton, type FormButtonProps } from './FormButton.tsx';

/** The submit button of an auth card (default text Submit, 10rem x 3rem). */
export const SubmitButton = (props: FormButtonProps) => (
  <FormButton size="submit" type="submit" {...props}>
    {props.children ?? 'Submit'}
  </FormButton>
);
