import type { FieldKind, NodeType, ViewNode } from '@admit/engine';
import { NOT_APPLICABLE, type FormMode, type Tester, type TesterContext } from './contract.ts';

/** A yes/no test on a node; rankWith turns it into a ranked Tester. */
export type TesterPredicate = (node: ViewNode, context: TesterContext) => boolean;

/** A tester that gives `rank` when the predicate holds and NOT_APPLICABLE otherwise. */
export const rankWith =
  (rank: number, predicate: TesterPredicate): Tester =>
  (node, context) =>
    predicate(node, context) ? rank : NOT_APPLICABLE;

/** The node is of this view type (field, checkboxGroup, address, school, addAnother, tabs, confirm, group, markdown). */
export const isNodeType =
  (type: ViewNode['type']): TesterPredicate =>
  (node) =>
    node.type === type;

/** The node is a question of this kind (text, phone, select, dependentSelect, radio, check, file, lookup). */
export const isFieldKind =
  (kind: FieldKind): TesterPredicate =>
  (node) =>
    node.type === 'field' && node.field.kind === kind;

/** The node is of this config node type: a question of that kind, else a block of that type. */
export const isOfNodeType =
  (type: NodeType): TesterPredicate =>
  (node) =>
    node.type === 'field' ? node.field.kind === type : node.type === type;

/** The form is shown in this mode. */
export const inMode =
  (mode: FormMode): TesterPredicate =>
  (_node, context) =>
    context.mode === mode;

/** Every predicate holds. */
export const and =
  (...predicates: TesterPredicate[]): TesterPredicate =>
  (node, context) =>
    predicates.every((p) => p(node, context));

/** Some predicate holds. */
export const or =
  (...predicates: TesterPredicate[]): TesterPredicate =>
  (node, context) =>
    predicates.some((p) => p(node, context));

/** The predicate does not hold (for example edit variants: `not(inMode('print'))`). */
export const not =
  (predicate: TesterPredicate): TesterPredicate =>
  (node, context) =>
    !predicate(node, context);
