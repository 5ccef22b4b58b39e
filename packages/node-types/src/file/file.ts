import {
  DOCUMENT_ANSWERED,
  compileField,
  printField,
  type FieldTypeDefinition,
} from '@admit/engine';
import type { FileNode } from './file.schema.ts';

/** What print shows for an uploaded document (spec section 6). */
export const documentAttachedText = (key: string): string => `Document attached for "${key}"`;

/** What print adds after a document whose converted PDF has no text (see DocumentAnswer). */
export const IMAGE_ONLY_SCAN_TEXT = 'Image-only scan: no text a screen reader can read';

/**
 * A document upload: prints its notice once a document is attached, saying so when the converted
 * document is an image-only scan (no text a screen reader can read).
 */
export const fileType: FieldTypeDefinition<FileNode> = {
  type: 'file',
  valueType: 'string',
  requiredWording: 'upload',
  holdsDocument: true,
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
