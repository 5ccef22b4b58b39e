import {
  CHECKED_MARKER,
  compileField,
  isTickedAnswer,
  printField,
  type FieldTypeDefinition,
} from '@admit/engine';
import type { CheckNode } from './check.schema.ts';

/** A single check box: stores a boolean, prints `[X]` when ticked and nothing otherwise. */
export const checkType: FieldTypeDefinition<CheckNode> = {
  type: 'check',
  valueType: 'boolean',
  requiredWording: 'confirm',
  compile: compileField,
  print: printField,
  printText: (field, answers) =>
    isTickedAnswer(answers[field.key]) ? { display: CHECKED_MARKER } : undefined,
};
