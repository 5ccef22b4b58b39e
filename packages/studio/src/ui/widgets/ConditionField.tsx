import type { Condition } from '@admit/engine';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { ConditionBuilder, newRule } from './ConditionBuilder.tsx';
import type { StudioFormContext } from './studio-form-context.ts';

/**
 * The form field of a condition (`visibleWhen`, a requirement's `when`): the condition builder,
 * or a button to add one. Removing the last rule removes the condition.
 */
export function ConditionField(
  props: FieldProps<Condition | undefined, RJSFSchema, StudioFormContext>,
) {
  const { formData, onChange, fieldPathId, registry, name, schema } = props;
  const { answerKeys, optionsOfKey } = registry.formContext;
  const set = (value: Condition | undefined) => onChange(value, fieldPathId.path);
  const description = (schema as { description?: string }).description;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle1">
        {name === 'visibleWhen' ? 'Show only when' : 'Condition'}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {description}
        </Typography>
      )}
      {formData ? (
        <>
          <ConditionBuilder
            id={fieldPathId.$id}
            value={formData}
            onChange={set}
            onRemove={() => set(undefined)}
            answerKeys={answerKeys}
            optionsOfKey={optionsOfKey}
          />
          {!('all' in formData) && !('any' in formData) && (
            <Button onClick={() => set({ all: [formData, newRule()] })}>And another rule</Button>
          )}
        </>
      ) : (
        <Button variant="outlined" onClick={() => set(newRule())}>
          Add a condition
        </Button>
      )}
    </Box>
  );
}
