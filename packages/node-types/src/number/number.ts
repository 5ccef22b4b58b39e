import { compileField, plainPrint, printField, type FieldTypeDefinition } from '@admit/engine';
import type { NumberNode } from './number.schema.ts';

/** The longest number an applicant can type (digits, sign and decimal point). */
export const NUMBER_INPUT_LENGTH = 24;

/** What a number outside the question's range or step is told, unless the config says. */
export function numberMessage(node: NumberNode): string {
  const { minimum, maximum, step } = node;
  const kind = step === 1 ? 'a whole number' : 'a number';
  const range =
    minimum !== undefined && maximum !== undefined
      ? ` from ${minimum} to ${maximum}`
      : minimum !== undefined
        ? ` of at least ${minimum}`
        : maximum !== undefined
          ? ` of at most ${maximum}`
          : '';
  const steps = step !== undefined && step !== 1 ? `, in steps of ${step}` : '';
  return `${node.label}: please enter ${kind}${range}${steps}.`;
}

/** A number with an optional unit and range: prints the answer and its unit. */
export const numberType: FieldTypeDefinition<NumberNode> = {
  type: 'number',
  textMembers: ['unit', 'invalidMessage'],
  valueType: 'string',
  requiredWording: 'enter',
  compile: compileField,
  print: printField,
  printText: (field, answers) => {
    const printed = plainPrint(answers[field.key]);
    const { unit } = field.node;
    return printed && unit ? { display: `${printed.display} ${unit}` } : printed;
  },
  builtinChecks: (node) => [
    {
      type: 'number',
      ...(node.minimum !== undefined ? { minimum: node.minimum } : {}),
      ...(node.maximum !== undefined ? { maximum: node.maximum } : {}),
      ...(node.step !== undefined ? { multipleOf: node.step } : {}),
      message: node.invalidMessage ?? numberMessage(node),
    },
  ],
  defaultMaxLength: () => NUMBER_INPUT_LENGTH,
  withBlockNumber: (node, n) =>
    node.invalidMessage ? { ...node, invalidMessage: n(node.invalidMessage) } : node,
};
