import { choicePrint, compileField, printField, type FieldTypeDefinition } from '@admit/engine';
import type { SelectNode } from './select.schema.ts';

/** A drop-down: stores the option label under `<key>_desc` and prints it. */
export const selectType: FieldTypeDefinition<SelectNode> = {
  type: 'select',
  valueType: 'string',
  requiredWording: 'select',
  compile: compileField,
  print: printField,
  optionSources: (node) => [node.options],
  model(field, node, c) {
    field.descKey = `${field.key}_desc`;
    field.oneOfOptions = true;
    const options = c.options(node.options);
    if (options) field.options = options;
  },
  printText: choicePrint,
  checkOptionLists: (node, pointer, check) => check.source(node.options, `${pointer}/options`),
};
