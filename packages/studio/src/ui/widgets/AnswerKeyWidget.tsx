import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { AnswerKeyInput } from './AnswerKeyInput.tsx';
import type { StudioFormContext } from './studio-form-context.ts';

/** The form widget of an answer key (`key`, `controller`): autocompletes from the data model. */
export function AnswerKeyWidget(props: WidgetProps<string, RJSFSchema, StudioFormContext>) {
  const { id, label, value, onChange, required, rawErrors, registry } = props;
  return (
    <AnswerKeyInput
      id={id}
      label={label || 'Answer key'}
      value={typeof value === 'string' ? value : ''}
      answerKeys={registry.formContext.answerKeys}
      onChange={(next) => onChange(next)}
      required={required}
      error={Boolean(rawErrors?.length)}
    />
  );
}
