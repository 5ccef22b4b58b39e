import { IMAGE_ONLY_SCAN_TEXT, documentAttachedText } from '../print-text/print-types.ts';
import { DOCUMENT_ANSWERED } from '../rules/file-rules.ts';
import { compileField, printField } from './field-type.ts';
import type { FieldTypeDefinition } from './node-type.ts';

/**
 * A document upload: prints its notice once a document is attached, saying so when the converted
 * document is an image-only scan (no text a screen reader can read).
 */
export const fileType: FieldTypeDefinition<'file'> = {
  type: 'file',
  valueType: 'string',
  requiredWording: 'upload',
  compile: compileField,
  print: printField,
  printText: (field, answers, documents) => {
    if (documents?.[field.key]?.image_only)
      return { display: `${documentAttachedText(field.key)} (${IMAGE_ONLY_SCAN_TEXT})` };
    return documents?.[field.key] !== undefined || answers[field.key] === DOCUMENT_ANSWERED
      ? { display: documentAttachedText(field.key) }
      : undefined;
  },
};
