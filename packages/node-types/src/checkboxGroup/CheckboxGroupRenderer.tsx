import { showsErrors } from '@admit/engine';
import { CheckboxGroupWidget } from '@admit/mui';
import {
  answerTopic,
  shallowEqual,
  useFormStore,
  useFormTopics,
  useRequired,
  type FormTopic,
  type NodeRendererProps,
} from '@admit/react';
import { useId, useMemo } from 'react';
import type { CheckboxGroupView } from './checkboxGroup.ts';

/** A checkbox group: one boolean answer per box, one rule for the group. */
export function CheckboxGroupRenderer({ node }: NodeRendererProps<CheckboxGroupView>) {
  const store = useFormStore();
  const id = `${node.group.id}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const topics = useMemo(
    () => ({
      values: node.items.map((item) => answerTopic(item.key)),
      error: [
        'webStatus',
        `errors:${node.group.id}`,
        ...node.items.map((item): FormTopic => `errors:${item.key}`),
      ] satisfies FormTopic[],
    }),
    [node],
  );
  const values = useFormTopics(
    topics.values,
    (s) => node.items.map((item) => s.answers[item.key]),
    shallowEqual,
  );
  const error = useFormTopics(topics.error, (s) =>
    showsErrors(s.webStatus)
      ? (s.errors[node.group.id] ?? node.items.map((item) => s.errors[item.key]).find(Boolean))
      : undefined,
  );
  const required = useRequired(node.group.required);
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
      required={required}
    />
  );
}
