import { ConfirmSwitch } from '@admit/mui';
import { NodeList, useField, type NodeRendererProps } from '@admit/react';
import { useId } from 'react';
import type { ConfirmView } from './confirm.ts';

/** Content that switches from `before` to `after` once confirmed by a button or a check box. */
export function ConfirmRenderer({ node }: NodeRendererProps<ConfirmView>) {
  const { value, set } = useField(node.field.key);
  const id = `${node.field.key}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <ConfirmSwitch
      id={id}
      mode={node.mode}
      label={node.field.label}
      value={value}
      onChange={(confirmed) => set({ [node.field.key]: confirmed })}
      before={<NodeList nodes={node.before} />}
      after={<NodeList nodes={node.after} />}
    />
  );
}
