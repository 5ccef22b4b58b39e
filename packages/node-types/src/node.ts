import type { ChildNode } from '@admit/engine';
import type { nodeTypes } from './node-types.ts';

/*
 * The config's node types, derived from the registry: each definition is typed by its node's type
 * (its schema's static type), whose lists of nodes hold `ChildNode`s; here they become the node
 * union itself, so a config's nodes are typed precisely at any depth.
 */

type Registered = typeof nodeTypes;

/** The name of a registered node type. */
export type NodeType = keyof Registered;

/** A node type's own node, as its definition is typed (lists of nodes as `ChildNode`). */
type OwnNode<D> = D extends { compile(node: infer N, ...rest: never[]): unknown } ? N : never;

/** `T` with every list of `ChildNode` made a list of `Node`. */
type WithNodes<T> = T extends readonly (infer E)[]
  ? [ChildNode] extends [E]
    ? [E] extends [ChildNode]
      ? Node[]
      : WithNodes<E>[]
    : WithNodes<E>[]
  : T extends object
    ? { [K in keyof T]: WithNodes<T[K]> }
    : T;

/** A node of a config: an element of a page, of one of the registered types. */
export type Node = WithNodes<{ [T in NodeType]: OwnNode<Registered[T]> }[NodeType]>;

/** The node of one type. */
export type NodeOf<T extends NodeType> = Extract<Node, { type: T }>;

/** The node types that store one answer under their key: the questions, the types with `checks`. */
export type FieldKind = (Node extends infer N
  ? N extends Node
    ? 'checks' extends keyof N
      ? N
      : never
    : never
  : never)['type'];
