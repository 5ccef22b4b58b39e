import type { FieldModel, FieldView } from '@admit/engine';

/** A block part as a field view node (address and school parts are fields without their own node). */
export const partView = (field: FieldModel): FieldView => ({
  type: 'field',
  nodeType: field.kind,
  anchor: field.key,
  field,
  guards: field.guards,
});
