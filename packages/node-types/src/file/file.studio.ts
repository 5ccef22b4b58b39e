import { DOCUMENT_ANSWERED } from '@admit/engine';
import type { NodeTypeStudio } from '../studio-kit/node-type-studio.ts';
import type { FileNode } from './file.schema.ts';

export default {
  name: 'Document upload',
  template: ({ key, label }) => ({ type: 'file', key, label }),
  sample: (field) => ({ [field.key]: DOCUMENT_ANSWERED }),
  sampleDocument: (field) => ({ file_name: `${field.key}.pdf`, file_size: 48213 }),
} satisfies NodeTypeStudio<FileNode>;
