import type { Answers } from '../conditions/answers.ts';
import type { FormModel } from '../compile/form-model.ts';
import type { FieldModel } from '../model/form-model.ts';
import { fieldTypeOf } from '../node-type/node-type.ts';
import type { FieldPrint } from '../print-text/field-print-text.ts';
import type { DocumentAnswers } from '../print-text/print-types.ts';

/**
 * What a question prints, or undefined when it has no value (or is never printed): its node
 * type's print text (a check as `[X]`, a document as its notice, a select as its label, a radio
 * as every option marked).
 */
export function fieldPrint(
  model: Pick<FormModel, 'nodeTypes'>,
  field: FieldModel,
  answers: Answers,
  documents: DocumentAnswers | undefined,
): FieldPrint | undefined {
  return fieldTypeOf(model.nodeTypes, field.kind).printText(field, answers, documents);
}
