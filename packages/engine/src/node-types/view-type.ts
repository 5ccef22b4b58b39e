import type { NodeType } from '../config/node.schema.ts';
import type { ViewNode } from '../model/form-model.ts';

/** The node type a view node belongs to: a question's kind, else the view's own type. */
export const viewTypeOf = (view: ViewNode): NodeType =>
  view.type === 'field' ? view.field.kind : view.type;
