import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { fieldBase, visibleWhen } from './field-members.schema.ts';

/*
 * What the engine knows of a node without knowing its type. The node types themselves (their
 * schemas, definitions and renderers) are registered in @admit/node-types, which gives the engine
 * their registry; the engine walks, compiles, validates and prints nodes through it.
 */

/** The members every node has: its `type` (a registered node type) and the condition that shows it. */
export const BaseNodeSchema = Type.Object({
  type: Type.String({ description: 'The node type.' }),
  visibleWhen,
});
/** A node of any type, as the engine sees it. */
export type BaseNode = Static<typeof BaseNodeSchema>;

/**
 * A node held by another node (in `children`, a tab, `contentByValue`...): a node of any
 * registered type. A node type that holds nodes builds its schema from the node schema it is
 * given, and its own type from that schema given `ChildNodeSchema`; the registry of
 * @admit/node-types replaces these with its precise node union.
 */
export type ChildNode = BaseNode & { readonly [member: string]: unknown };

/** Stands for the node schema in a node type's own type: `Static<ReturnType<typeof schemaOf<ChildNodeSchema>>>`. */
export type ChildNodeSchema = TUnsafe<ChildNode>;

/** The members every answer-storing question has (`fieldBase`), with its `type`. */
export const FieldNodeBaseSchema = Type.Object({
  type: Type.String({ description: 'The node type.' }),
  ...fieldBase,
});
/** A question node: one that stores an answer under its `key`, with the members every question has. */
export type FieldNodeBase = Static<typeof FieldNodeBaseSchema>;
