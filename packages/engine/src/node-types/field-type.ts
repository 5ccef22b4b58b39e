import type { FieldNode, ViewNode } from '../model/form-model.ts';
import type { PrintEntry } from '../print-text/print-types.ts';
import type { CompileContext, PrintWalker, ViewOf } from './node-type.ts';

/** A question compiles to one field of the model; its view carries the guards beyond its ancestors'. */
export function compileField(node: FieldNode, c: CompileContext): ViewNode {
  const field = c.addField(node, c.scope, c.pointer);
  // The field's own guards beyond its ancestors' (a dependent select's list guard too).
  return { type: 'field', field, guards: field.guards.slice(c.scope.guards.length) };
}

/** A question prints its own item, then the content swapped in under it (a radio's). */
export const printField = (view: ViewOf<'text'>, w: PrintWalker): PrintEntry[] => [
  ...w.field(view.field),
  ...Object.values(view.contentByValue ?? {}).flatMap((children) => w.entries(children)),
];
