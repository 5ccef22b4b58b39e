import { choicePrint } from '../print-text/field-print-text.ts';
import { compileField, printField } from './field-type.ts';
import type { FieldTypeDefinition } from './node-type.ts';

/** A drop-down: stores the option label under `<key>_desc` and prints it. */
export const selectType: FieldTypeDefinition<'select'> = {
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
