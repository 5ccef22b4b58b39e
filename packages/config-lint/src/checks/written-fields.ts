import type { FieldModel, FormModel } from '@admit/engine';

/**
 * The fields as written: an add-another block repeats its questions for every block, all at the
 * same pointer; only the first (block 1's) is kept, so a check reports a definition once.
 */
export function writtenFields(model: FormModel): FieldModel[] {
  const seen = new Set<string>();
  return model.fields.filter((field) => {
    if (seen.has(field.pointer)) return false;
    seen.add(field.pointer);
    return true;
  });
}
