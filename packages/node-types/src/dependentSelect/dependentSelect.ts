import {
  choicePrint,
  compileField,
  pointerToken,
  printField,
  referencedKey,
  type FieldTypeDefinition,
  type Option,
} from '@admit/engine';
import type { DependentSelectNode } from './dependentSelect.schema.ts';

/** A drop-down whose options or presence follow another answer (its controller). */
export const dependentSelectType: FieldTypeDefinition<DependentSelectNode> = {
  type: 'dependentSelect',
  valueType: 'string',
  requiredWording: 'select',
  compile: compileField,
  print: printField,
  optionSources: (node) => [
    ...(node.options ? [node.options] : []),
    ...Object.values(node.optionsByAnswer ?? {}),
  ],
  withPrefix: (node, prefix) =>
    node.controller.startsWith('{prefix}')
      ? { ...node, controller: node.controller.replace('{prefix}', prefix) }
      : node,
  model(field, node, c) {
    field.descKey = `${field.key}_desc`;
    field.controller = node.controller;
    if (node.options) {
      const options = c.options(node.options);
      if (options) field.options = options;
    }
    if (node.optionsByAnswer) {
      const byAnswer: Record<string, Option[]> = {};
      for (const [answer, source] of Object.entries(node.optionsByAnswer)) {
        const options = c.options(source);
        if (options) byAnswer[answer] = options;
      }
      field.optionsByAnswer = byAnswer;
      // Shown only while its controller's answer has a list: one guard, which visibility,
      // validation and the renderer all read like any other.
      if (!field.options)
        field.guards = [
          ...field.guards,
          {
            type: 'condition',
            condition: {
              valueKey: field.controller,
              operator: 'in',
              target: Object.keys(byAnswer),
            },
          },
        ];
    }
  },
  printText: choicePrint,
  keyReferences: (node, pointer) => [
    { kind: 'controller', written: node.controller, pointer: `${pointer}/controller` },
  ],
  checkOptionLists(node, pointer, check) {
    check.source(node.options, `${pointer}/options`);
    const controllerKey = referencedKey(node.controller, check.prefix);
    for (const [answer, list] of Object.entries(node.optionsByAnswer ?? {})) {
      const at = `${pointer}/optionsByAnswer/${pointerToken(answer)}`;
      check.source(list, at);
      check.valueOf(controllerKey, answer, at);
    }
  },
  check(node, pointer, check) {
    // It renders only when it has options for the controller's answer.
    if (node.options !== undefined || Object.keys(node.optionsByAnswer ?? {}).length > 0) return;
    check.error(
      node.optionsByAnswer ? `${pointer}/optionsByAnswer` : pointer,
      `dependent select "${node.key}" has no options: give it "options" or "optionsByAnswer" entries, or it is never shown`,
      'dependent-select',
    );
  },
};
