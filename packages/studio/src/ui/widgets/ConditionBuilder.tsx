import type { Condition, Operator, Option, Rule, Scalar } from '@admit/engine';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AnswerKeyInput } from './AnswerKeyInput.tsx';

/** What each operator reads as, and whether it takes no target, one value or a list. */
export const OPERATORS: Readonly<
  Record<Operator, { text: string; target: 'none' | 'one' | 'list' }>
> = {
  equals: { text: 'is', target: 'one' },
  notEquals: { text: 'is not', target: 'one' },
  in: { text: 'is one of', target: 'list' },
  notIn: { text: 'is none of', target: 'list' },
  answered: { text: 'is answered', target: 'none' },
  notAnswered: { text: 'is not answered', target: 'none' },
  lt: { text: 'is less than', target: 'one' },
  lte: { text: 'is at most', target: 'one' },
  gt: { text: 'is greater than', target: 'one' },
  gte: { text: 'is at least', target: 'one' },
};

type Combinator = 'all' | 'any' | 'not';
const COMBINATORS: Readonly<Record<Combinator, string>> = {
  all: 'All of these hold',
  any: 'Any of these holds',
  not: 'This does not hold',
};

const isRule = (c: Condition): c is Rule => 'valueKey' in c;
const combinatorOf = (c: Condition): Combinator | undefined =>
  'all' in c ? 'all' : 'any' in c ? 'any' : 'not' in c ? 'not' : undefined;
const partsOf = (c: Condition): Condition[] =>
  'all' in c ? c.all : 'any' in c ? c.any : 'not' in c ? [c.not] : [];
const combine = (combinator: Combinator, parts: Condition[]): Condition =>
  combinator === 'not'
    ? { not: parts[0] ?? newRule() }
    : combinator === 'all'
      ? { all: parts }
      : { any: parts };

/** A new rule: the author picks the key first. */
export const newRule = (): Rule => ({ valueKey: '', operator: 'equals', target: '' });

/** The rule with another operator, its target reshaped (none, one value, or a list). */
function withOperator(rule: Rule, operator: Operator): Rule {
  const shape = OPERATORS[operator].target;
  const current = rule.target;
  const values = current === undefined ? [] : Array.isArray(current) ? current : [current];
  if (shape === 'none') return { valueKey: rule.valueKey, operator };
  if (shape === 'list')
    return { valueKey: rule.valueKey, operator, target: values.length ? values : [''] };
  return { valueKey: rule.valueKey, operator, target: values[0] ?? '' };
}

export interface ConditionBuilderProps {
  /** The condition's id prefix for its inputs. */
  id: string;
  value: Condition;
  onChange(value: Condition): void;
  /** Removes this condition from its parent (or the whole condition at the top). */
  onRemove(): void;
  answerKeys: readonly string[];
  optionsOfKey(key: string): readonly Option[] | undefined;
  depth?: number;
}

/** A rule's target: a choice among the question's options when it has fixed ones, else text. */
function TargetInput(props: {
  id: string;
  label: string;
  value: Scalar | undefined;
  options: readonly Option[] | undefined;
  onChange(value: Scalar): void;
}) {
  const { id, label, value, options, onChange } = props;
  if (options?.length)
    return (
      <TextField
        select
        id={id}
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        sx={{ minWidth: 160 }}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label} ({o.value})
          </MenuItem>
        ))}
      </TextField>
    );
  return (
    <TextField
      id={id}
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
      helperText={typeof value === 'boolean' ? 'true or false' : undefined}
    />
  );
}

/**
 * Builds a condition on answers: a rule (answer key, operator, target) or all/any/not of
 * conditions, nested as deep as needed. The target picker offers the question's options.
 */
export function ConditionBuilder(props: ConditionBuilderProps) {
  const { id, value, onChange, onRemove, answerKeys, optionsOfKey, depth = 0 } = props;
  const combinator = combinatorOf(value);
  const frame = { border: 1, borderColor: 'divider', borderRadius: 1, p: 1, mb: 1 };
  if (isRule(value)) {
    const shape = OPERATORS[value.operator].target;
    const options = optionsOfKey(value.valueKey);
    const targets =
      value.target === undefined ? [] : Array.isArray(value.target) ? value.target : [value.target];
    return (
      <Box
        role="group"
        aria-label="Rule"
        sx={{ ...frame, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <Box sx={{ minWidth: 200, flex: 1 }}>
          <AnswerKeyInput
            id={`${id}-key`}
            label="Answer key"
            value={value.valueKey}
            answerKeys={answerKeys}
            onChange={(valueKey) => onChange({ ...value, valueKey })}
          />
        </Box>
        <TextField
          select
          id={`${id}-operator`}
          label="Operator"
          value={value.operator}
          onChange={(e) => onChange(withOperator(value, e.target.value as Operator))}
          sx={{ minWidth: 150 }}
        >
          {Object.entries(OPERATORS).map(([operator, { text }]) => (
            <MenuItem key={operator} value={operator}>
              {text}
            </MenuItem>
          ))}
        </TextField>
        {shape === 'one' && (
          <TargetInput
            id={`${id}-target`}
            label="Target"
            value={targets[0]}
            options={options}
            onChange={(target) => onChange({ ...value, target })}
          />
        )}
        {shape === 'list' &&
          targets.map((target, index) => (
            <TargetInput
              key={index}
              id={`${id}-target-${index}`}
              label={`Target ${index + 1}`}
              value={target}
              options={options}
              onChange={(next) =>
                onChange({ ...value, target: targets.map((t, i) => (i === index ? next : t)) })
              }
            />
          ))}
        {shape === 'list' && (
          <Button onClick={() => onChange({ ...value, target: [...targets, ''] })}>
            Add target
          </Button>
        )}
        <Button color="error" onClick={onRemove}>
          Remove rule
        </Button>
      </Box>
    );
  }
  const parts = partsOf(value);
  const setPart = (index: number, next: Condition) =>
    onChange(
      combine(
        combinator!,
        parts.map((p, i) => (i === index ? next : p)),
      ),
    );
  const removePart = (index: number) => {
    const rest = parts.filter((_, i) => i !== index);
    if (rest.length === 0) onRemove();
    else onChange(combinator === 'not' ? rest[0]! : combine(combinator!, rest));
  };
  return (
    <Box role="group" aria-label={COMBINATORS[combinator!]} sx={frame}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          id={`${id}-combinator`}
          label="Combine"
          value={combinator}
          onChange={(e) => onChange(combine(e.target.value as Combinator, parts))}
          sx={{ minWidth: 200 }}
        >
          {Object.entries(COMBINATORS).map(([name, text]) => (
            <MenuItem key={name} value={name}>
              {text}
            </MenuItem>
          ))}
        </TextField>
        {combinator !== 'not' && (
          <>
            <Button onClick={() => onChange(combine(combinator!, [...parts, newRule()]))}>
              Add rule
            </Button>
            <Button
              onClick={() => onChange(combine(combinator!, [...parts, { all: [newRule()] }]))}
            >
              Add group
            </Button>
          </>
        )}
        <Button color="error" onClick={onRemove}>
          Remove group
        </Button>
      </Box>
      {parts.map((part, index) => (
        <ConditionBuilder
          key={index}
          id={`${id}-${index}`}
          value={part}
          onChange={(next) => setPart(index, next)}
          onRemove={() => removePart(index)}
          answerKeys={answerKeys}
          optionsOfKey={optionsOfKey}
          depth={depth + 1}
        />
      ))}
    </Box>
  );
}
