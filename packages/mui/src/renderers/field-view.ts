import type { FieldModel, ViewNode } from '@admit/engine';

/** The view node of a question. */
export type FieldView = Extract<ViewNode, { type: 'field' }>;
/** The view node of a question of one kind. */
export type FieldViewOf<K extends FieldModel['kind']> = FieldView & {
  field: FieldModel & { kind: K; node: Extract<FieldModel['node'], { type: K }> };
};

/** A block part as a field view node (address and school parts are fields without their own node). */
export const partView = (field: FieldModel): FieldView => ({
  type: 'field',
  field,
  guards: field.guards,
});
