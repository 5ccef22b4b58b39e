import { Type, type Static } from '@sinclair/typebox';
import { exactObject, fieldBase } from '@admit/engine';

/** A document upload: its schema. */
export const FileNodeSchema = exactObject(
  { type: Type.Literal('file'), ...fieldBase },
  'A document upload (.png, .jpeg, .jpg, .pdf, .docx, at most 1 MB), converted to PDF. The answer becomes ANSWERED once converted.',
);
export type FileNode = Static<typeof FileNodeSchema>;

export default () => FileNodeSchema;
