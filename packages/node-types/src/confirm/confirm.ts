import {
  questionKey,
  type Condition,
  type FieldModel,
  type NodeTypeDefinition,
  type ViewNode,
} from '@admit/engine';
import { checkType } from '../check/check.ts';
import type { CheckNode } from '../check/check.schema.ts';
import type { ConfirmNode } from './confirm.schema.ts';

/** A confirm switch's view: its confirmation (a check box question) and what it shows before and after. */
export interface ConfirmView extends ViewNode {
  type: 'confirm';
  field: FieldModel<CheckNode>;
  mode: 'button' | 'checkbox';
  before: ViewNode[];
  after: ViewNode[];
  hideInPrint: boolean;
}

const confirmed = (key: string): Condition => ({ valueKey: key, operator: 'equals', target: true });

/** Content that switches from `before` to `after` once the applicant confirms (a boolean answer). */
export const confirmType: NodeTypeDefinition<ConfirmNode, ConfirmView> = {
  type: 'confirm',
  children: (node) => [
    {
      at: '/before',
      nodes: node.before,
      label: 'before confirming',
      when: (prefix) => ({ not: confirmed(questionKey(node.key, prefix)) }),
    },
    {
      at: '/after',
      nodes: node.after,
      label: 'after confirming',
      when: (prefix) => confirmed(questionKey(node.key, prefix)),
    },
  ],
  compile(node, c) {
    const { inner, pointer } = c;
    // The confirmation is a check box question of its own.
    const field = c.addField(
      {
        type: checkType.type,
        key: node.key,
        label: node.label,
        ...(node.hideInPrint ? { hideInPrint: true } : {}),
      },
      inner,
      pointer,
    ) as FieldModel<CheckNode>;
    const yes = confirmed(field.key);
    const before = c.walk(
      node.before,
      { ...inner, guards: [...inner.guards, { type: 'condition', condition: { not: yes } }] },
      `${pointer}/before`,
    );
    const after = c.walk(
      node.after,
      { ...inner, guards: [...inner.guards, { type: 'condition', condition: yes }] },
      `${pointer}/after`,
    );
    return {
      type: 'confirm',
      field,
      mode: node.mode,
      before,
      after,
      guards: c.own,
      hideInPrint: node.hideInPrint ?? false,
    };
  },
  print: (view, w) => [...w.field(view.field), ...w.entries(view.before), ...w.entries(view.after)],
};
