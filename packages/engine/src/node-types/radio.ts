import { pointerToken } from '../config/json-pointer.ts';
import { questionKey } from '../model/block-keys.ts';
import type { Guard, ViewNode } from '../model/form-model.ts';
import { radioPrint } from '../print-text/field-print-text.ts';
import { printField } from './field-type.ts';
import type { FieldTypeDefinition } from './node-type.ts';

/** Radio buttons: content can be swapped in under them per chosen value; prints every option marked. */
export const radioType: FieldTypeDefinition<'radio'> = {
  type: 'radio',
  valueType: 'string',
  requiredWording: 'select',
  optionSources: (node) => [node.options],
  children: (node) =>
    Object.entries(node.contentByValue ?? {}).map(([value, nodes]) => ({
      at: `/contentByValue/${pointerToken(value)}`,
      nodes,
      when: (prefix) => ({
        valueKey: questionKey(node.key, prefix),
        operator: 'equals',
        target: value,
      }),
    })),
  compile(node, c) {
    const field = c.addField(node, c.scope, c.pointer);
    const view: ViewNode = { type: 'field', field, guards: c.own };
    if (node.contentByValue) {
      view.contentByValue = {};
      for (const [value, children] of Object.entries(node.contentByValue)) {
        const swap: Guard = {
          type: 'condition',
          condition: { valueKey: field.key, operator: 'equals', target: value },
        };
        view.contentByValue[value] = c.walk(
          children,
          { ...c.inner, guards: [...c.inner.guards, swap] },
          `${c.pointer}/contentByValue/${value}`,
        );
      }
    }
    return view;
  },
  print: printField,
  model(field, node, c) {
    field.descKey = `${field.key}_desc`;
    field.oneOfOptions = true;
    const options = c.options(node.options);
    if (options) field.options = options;
  },
  printText: radioPrint,
  checkOptionLists(node, pointer, check) {
    check.source(node.options, `${pointer}/options`);
    const key = questionKey(node.key, check.prefix);
    for (const value of Object.keys(node.contentByValue ?? {}))
      check.valueOf(key, value, `${pointer}/contentByValue/${pointerToken(value)}`);
  },
};
