import type { FieldNodeBase } from '../config/node-base.schema.ts';
import type { FieldView, ViewDraft, ViewNode } from '../model/form-model.ts';
import type { PrintEntry } from '../print-text/print-types.ts';
import type { CompileContext, PrintWalker } from './node-type.ts';

/** A question compiles to one field of the model; its view carries the guards beyond its ancestors'. */
export function compileField<N extends FieldNodeBase>(
  node: N,
  c: CompileContext,
): ViewDraft<FieldView<N>> {
  const field = c.addField(node, c.scope, c.pointer);
  // The field's own guards beyond its ancestors' (a dependent select's list guard too).
  return {
    type: 'field',
    field: field as FieldView<N>['field'],
    guards: field.guards.slice(c.scope.guards.length),
  };
}

/** A question prints its own item. */
export const printField = (view: FieldView, w: PrintWalker): PrintEntry[] => w.field(view.field);

/** Whether a view is a question's (see FieldView). */
export const isFieldView = (view: ViewNode): view is FieldView => view.type === 'field';
