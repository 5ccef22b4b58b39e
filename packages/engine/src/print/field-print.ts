import type { Answers } from '../conditions/answers.ts';
import type { FieldModel } from '../model/form-model.ts';
import { nodeTypes } from '../node-types/node-types.ts';
import type { FieldPrint } from '../print-text/field-print-text.ts';
import type { DocumentAnswers } from '../print-text/print-types.ts';

/**
 * What a question prints, or undefined when it has no value (or is never printed): its node
 * type's print text (a check as `[X]`, a document as its notice, a select as its label, a radio
 * as every option marked).
 */
export function fieldPrint(
  field: FieldModel,
  answers: Answers,
  documents: DocumentAnswers | undefined,
): FieldPrint | undefined {
  return nodeTypes[field.kind].printText(field, answers, documents);
}
