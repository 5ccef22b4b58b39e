import type { Option, OptionSource } from '@admit/engine';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { OptionRowsEditor } from './OptionRowsEditor.tsx';
import type { StudioFormContext } from './studio-form-context.ts';

type Kind = 'list' | 'inline' | 'years';
const kindOf = (value: OptionSource | undefined): Kind =>
  Array.isArray(value) ? 'inline' : typeof value === 'object' && value ? 'years' : 'list';

const LIST_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * The form field of a question's options: pick one of the folder's option lists (and edit that
 * list, which every question using it shares), write options inline, or create a new list.
 * Generated years are shown as their settings.
 */
export function OptionSourceField(
  props: FieldProps<OptionSource | undefined, RJSFSchema, StudioFormContext>,
) {
  const { formData, onChange, fieldPathId, registry } = props;
  const { optionLists, onOptionListChange } = registry.formContext;
  const [newName, setNewName] = useState('');
  const set = (value: OptionSource) => onChange(value, fieldPathId.path);
  const kind = kindOf(formData);
  const id = fieldPathId.$id;
  const names = Object.keys(optionLists).sort();
  const listName = typeof formData === 'string' ? formData : '';
  const named = optionLists[listName];
  const createList = () => {
    const source: Option[] = Array.isArray(formData) ? formData : Array.isArray(named) ? named : [];
    onOptionListChange(
      newName,
      source.length ? source : [{ label: 'New option', value: 'option_1' }],
    );
    set(newName);
    setNewName('');
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle1">
        Options
      </Typography>
      <TextField
        select
        id={`${id}-kind`}
        label="Options come from"
        value={kind}
        onChange={(e) => {
          const next = e.target.value as Kind;
          if (next === 'inline')
            set(Array.isArray(named) ? named : [{ label: 'New option', value: 'option_1' }]);
          else if (next === 'list') set(names[0] ?? '');
          else set({ type: 'years', count: 10, direction: 'past' });
        }}
        sx={{ minWidth: 220, mb: 1 }}
      >
        <MenuItem value="list">An option list of the folder</MenuItem>
        <MenuItem value="inline">Options written here</MenuItem>
        <MenuItem value="years">Generated years</MenuItem>
      </TextField>
      {kind === 'list' && (
        <>
          <TextField
            select
            id={`${id}-list`}
            label="Option list"
            value={names.includes(listName) ? listName : ''}
            onChange={(e) => set(e.target.value)}
            helperText={
              names.includes(listName) || !listName
                ? undefined
                : `No list "${listName}" in options/.`
            }
            sx={{ minWidth: 220, mb: 1, ml: 1 }}
          >
            {names.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          {Array.isArray(named) && (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                Editing options/{listName}.json: every question using this list changes.
              </Typography>
              <OptionRowsEditor
                id={`${id}-rows`}
                label={`Options of ${listName}`}
                options={named}
                onChange={(options) => onOptionListChange(listName, options)}
              />
            </>
          )}
        </>
      )}
      {kind === 'inline' && Array.isArray(formData) && (
        <OptionRowsEditor id={`${id}-rows`} label="Options" options={formData} onChange={set} />
      )}
      {kind === 'years' && typeof formData === 'object' && formData && !Array.isArray(formData) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            id={`${id}-count`}
            type="number"
            label="How many years"
            value={formData.count}
            onChange={(e) => set({ ...formData, count: Number(e.target.value) })}
          />
          <TextField
            select
            id={`${id}-direction`}
            label="Direction"
            value={formData.direction}
            onChange={(e) => set({ ...formData, direction: e.target.value as 'past' | 'future' })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="past">Past</MenuItem>
            <MenuItem value="future">Future</MenuItem>
          </TextField>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}>
        <TextField
          id={`${id}-new-list`}
          size="small"
          label="New list name"
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          error={newName !== '' && (!LIST_NAME.test(newName) || names.includes(newName))}
          helperText="Saved as options/<name>.json, starting from these options."
        />
        <Button disabled={!LIST_NAME.test(newName) || names.includes(newName)} onClick={createList}>
          Create list
        </Button>
      </Box>
    </Box>
  );
}
