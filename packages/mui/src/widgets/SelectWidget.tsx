import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Option } from '@admit/engine';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { answerText, type FieldWidgetProps } from './field-widget-props.ts';
import { createTypeahead } from './typeahead.ts';

/** Select menu constants (spec section 9). */
export const SELECT_MENU_MAX_HEIGHT = 300;
export const SELECT_COLLISION_PADDING = 100;
/** Options skipped by Page Up and Page Down in an open menu. */
export const SELECT_PAGE_SIZE = 5;

export interface SelectWidgetProps extends Omit<FieldWidgetProps<string>, 'onChange'> {
  options: readonly Option[];
  /** The chosen value and its label (stored under `<key>_desc`). */
  onChange(value: string, label: string): void;
}

/**
 * A drop-down. The menu is at most 300px high and keeps 100px from the top and bottom of the
 * window; typed letters jump to a matching option and are forgotten after 1 second; Page Up and
 * Page Down move 5 options.
 */
export function SelectWidget(props: SelectWidgetProps) {
  const { id, label, value, onChange, options, error, help, disabled, required } = props;
  const typeahead = useMemo(() => createTypeahead(), []);
  // Whether all options are created: from the first focus or opening on (see below).
  const [listed, setListed] = useState(false);
  const stored = answerText(value);
  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')];
    const current = items.findIndex((item) => item === document.activeElement);
    if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      event.stopPropagation();
      const step = event.key === 'PageDown' ? SELECT_PAGE_SIZE : -SELECT_PAGE_SIZE;
      items[Math.min(Math.max(current + step, 0), items.length - 1)]?.focus();
      return;
    }
    if (event.key.length !== 1 || event.key === ' ') return; // Space chooses the focused option.
    // Our type-ahead replaces the menu's own (which forgets after 500 ms).
    event.preventDefault();
    event.stopPropagation();
    const index = typeahead(
      event.key,
      items.map((item) => item.textContent ?? ''),
      current,
    );
    items[index]?.focus();
  };
  const chosen = options.find((option) => option.value === stored);
  // Until it is first focused or opened, the select holds only its chosen option (the label it
  // shows): a page of long lists (countries, states) mounts quickly. Focus comes before any key,
  // so the typed letters of a closed select (MUI's type-ahead) find every option.
  const list = () => setListed(true);
  const shownOptions = listed ? options : chosen ? [chosen] : [];
  return (
    <TextField
      id={id}
      select
      label={label}
      value={chosen ? stored : ''}
      onChange={(event) => {
        const next = event.target.value;
        onChange(next, options.find((option) => option.value === next)?.label ?? '');
      }}
      error={Boolean(error)}
      helperText={error ?? help}
      disabled={disabled}
      required={required}
      onFocus={list}
      fullWidth
      margin="normal"
      slotProps={{
        select: {
          onOpen: list,
          MenuProps: {
            // MUI names every select's menu `menu-<name>`; two menus (one closing, one opening)
            // would share an id. The field's own id keeps each menu's id unique.
            id: `${id}-menu`,
            marginThreshold: SELECT_COLLISION_PADDING,
            slotProps: {
              paper: { style: { maxHeight: SELECT_MENU_MAX_HEIGHT } },
              list: { onKeyDownCapture: onListKeyDown },
            },
          },
        },
      }}
    >
      {shownOptions.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label || '\u00a0'}
        </MenuItem>
      ))}
    </TextField>
  );
}
