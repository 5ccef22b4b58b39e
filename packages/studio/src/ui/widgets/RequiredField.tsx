import type { Condition, RequiredCase } from '@admit/engine';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { ConditionBuilder, newRule } from './ConditionBuilder.tsx';
import type { StudioFormContext } from './studio-form-context.ts';

/** What a question's `required` member holds. */
export type Requirement = boolean | Condition | RequiredCase[] | undefined;

/** The four ways a question can be required, as the editor offers them. */
export type RequirementMode = 'optional' | 'always' | 'when' | 'cases';

const MODES: readonly { mode: RequirementMode; text: string }[] = [
  { mode: 'optional', text: 'Optional' },
  { mode: 'always', text: 'Always required' },
  { mode: 'when', text: 'Required only when a condition holds' },
  { mode: 'cases', text: 'Required in cases, each with its own message' },
];

/** Which way a `required` value is. */
export const requirementMode = (value: Requirement): RequirementMode =>
  value === undefined || value === false
    ? 'optional'
    : value === true
      ? 'always'
      : Array.isArray(value)
        ? 'cases'
        : 'when';

/**
 * The `required` value of another mode, keeping what can be kept: a condition becomes the first
 * case and the first case's condition the condition. Optional removes the member.
 */
export function withRequirementMode(value: Requirement, mode: RequirementMode): Requirement {
  const condition = Array.isArray(value)
    ? value[0]?.when
    : typeof value === 'object'
      ? value
      : undefined;
  switch (mode) {
    case 'optional':
      return undefined;
    case 'always':
      return true;
    case 'when':
      return condition ?? newRule();
    case 'cases':
      return Array.isArray(value) ? value : [{ when: condition ?? newRule(), message: '' }];
  }
}

/**
 * The form field of a question's `required` member: optional, always, only while a condition
 * holds (the condition builder), or a list of cases, each a condition with its own message.
 */
export function RequiredField(props: FieldProps<Requirement, RJSFSchema, StudioFormContext>) {
  const { formData, onChange, fieldPathId, registry, schema } = props;
  const { answerKeys, optionsOfKey } = registry.formContext;
  const id = fieldPathId.$id;
  const set = (value: Requirement) => onChange(value, fieldPathId.path);
  const mode = requirementMode(formData);
  const description = (schema as { description?: string }).description;
  const cases = Array.isArray(formData) ? formData : [];
  const setCase = (index: number, next: RequiredCase | undefined) => {
    const list = cases.flatMap((one, i) => (i !== index ? [one] : next ? [next] : []));
    set(list.length ? list : undefined);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle1">
        Required
      </Typography>
      {description && (
        <Typography variant="body2" id={`${id}-help`} sx={{ mb: 1 }}>
          {description}
        </Typography>
      )}
      <RadioGroup
        name={`${id}-mode`}
        value={mode}
        onChange={(event) =>
          set(withRequirementMode(formData, event.target.value as RequirementMode))
        }
        {...(description ? { 'aria-describedby': `${id}-help` } : {})}
      >
        {MODES.map(({ mode: value, text }) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={text} />
        ))}
      </RadioGroup>
      {mode === 'when' && formData !== undefined && typeof formData === 'object' && (
        <ConditionBuilder
          id={`${id}-when`}
          value={formData as Condition}
          onChange={set}
          onRemove={() => set(undefined)}
          answerKeys={answerKeys}
          optionsOfKey={optionsOfKey}
        />
      )}
      {mode === 'cases' && (
        <>
          {cases.map((one, index) => (
            <Box
              key={index}
              role="group"
              aria-label={`Case ${index + 1}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, mb: 1 }}
            >
              <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
                Case {index + 1}: required when
              </Typography>
              <ConditionBuilder
                id={`${id}-case-${index}`}
                value={one.when}
                onChange={(when) => setCase(index, { ...one, when })}
                onRemove={() => setCase(index, undefined)}
                answerKeys={answerKeys}
                optionsOfKey={optionsOfKey}
              />
              <TextField
                id={`${id}-case-${index}-message`}
                label="Message when it is missing"
                size="small"
                fullWidth
                required
                value={one.message}
                error={!one.message}
                helperText={one.message ? undefined : 'Write the message the applicant sees.'}
                onChange={(event) => setCase(index, { ...one, message: event.target.value })}
              />
              <Button sx={{ mt: 1 }} onClick={() => setCase(index, undefined)}>
                Remove case {index + 1}
              </Button>
            </Box>
          ))}
          <Button
            variant="outlined"
            onClick={() => set([...cases, { when: newRule(), message: '' }])}
          >
            Add a case
          </Button>
        </>
      )}
    </Box>
  );
}
