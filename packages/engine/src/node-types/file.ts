import { documentAttachedText } from '../print-text/print-types.ts';
import { DOCUMENT_ANSWERED } from '../rules/file-rules.ts';
import { compileField, printField } from './field-type.ts';
import type { FieldTypeDefinition } from './node-type.ts';

/** A document upload: prints its notice once a document is attached. */
export const fileType: FieldTypeDefinition<'file'> = {
  type: 'file',
  valueType: 'string',
  compile: compileField,
  print: printField,
  printText: (field, answers, documents) =>
    documents?.[field.key] !== undefined || answers[field.key] === DOCUMENT_ANSWERED
      ? { display: documentAttachedText(field.key) }
      : undefined,
};
