import { showsErrors, type ViewNode } from '@admit/engine';
import {
  shallowEqual,
  useFormMode,
  useFormSelector,
  useFormStore,
  type NodeRendererProps,
} from '@admit/react';
import { useId } from 'react';
import { CheckboxGroupWidget } from '../widgets/CheckboxGroupWidget.tsx';

type GroupView = Extract<ViewNode, { type: 'checkboxGroup' }>;

/** A checkbox group: one boolean answer per box, one rule for the group. */
export function CheckboxGroupRenderer({ node }: NodeRendererProps<GroupView>) {
  const store = useFormStore();
  const print = useFormMode() === 'print';
  const id = `${node.group.id}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const values = useFormSelector(
    (s) => node.items.map((item) => s.answers[item.key]),
    shallowEqual,
  );
  const error = useFormSelector((s) =>
    showsErrors(s.webStatus)
      ? (s.errors[node.group.id] ?? node.items.map((item) => s.errors[item.key]).find(Boolean))
      : undefined,
  );
  return (
    <CheckboxGroupWidget
      id={id}
      label={node.group.label}
      items={node.items.map((item, index) => ({
        key: item.key,
        label: item.label,
        value: values[index],
      }))}
      onChange={(key, checked) => store.getState().setAnswers({ [key]: checked })}
      error={error}
      print={print}
    />
  );
}
