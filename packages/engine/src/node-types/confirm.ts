import type { Condition } from '../config/condition.schema.ts';
import { questionKey } from '../model/block-keys.ts';
import type { NodeTypeDefinition } from './node-type.ts';

const confirmed = (key: string): Condition => ({ valueKey: key, operator: 'equals', target: true });

/** Content that switches from `before` to `after` once the applicant confirms (a boolean answer). */
export const confirmType: NodeTypeDefinition<'confirm'> = {
  type: 'confirm',
  children: (node) => [
    {
      at: '/before',
      nodes: node.before,
      when: (prefix) => ({ not: confirmed(questionKey(node.key, prefix)) }),
    },
    { at: '/after', nodes: node.after, when: (prefix) => confirmed(questionKey(node.key, prefix)) },
  ],
  compile(node, c) {
    const { inner, pointer } = c;
    const field = c.addField(
      {
        type: 'check',
        key: node.key,
        label: node.label,
        ...(node.hideInPrint ? { hideInPrint: true } : {}),
      },
      inner,
      pointer,
    );
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
