import { isFieldView, type ViewNode } from '@admit/engine';
import { NOT_APPLICABLE, type FormMode, type Tester, type TesterContext } from './contract.ts';

/** A yes/no test on a node; rankWith turns it into a ranked Tester. */
export type TesterPredicate = (node: ViewNode, context: TesterContext) => boolean;

/** A tester that gives `rank` when the predicate holds and NOT_APPLICABLE otherwise. */
export const rankWith =
  (rank: number, predicate: TesterPredicate): Tester =>
  (node, context) =>
    predicate(node, context) ? rank : NOT_APPLICABLE;

/** The node is a view of this kind (`field` for a question, else the kind its node type gives its view). */
export const isNodeType =
  (type: string): TesterPredicate =>
  (node) =>
    node.type === type;

/** The node is a question of this kind (its node type). */
export const isFieldKind =
  (kind: string): TesterPredicate =>
  (node) =>
    isFieldView(node) && node.field.kind === kind;

/** The node was made by this node type of the config (a question's kind, a block's type). */
export const isOfNodeType =
  (type: string): TesterPredicate =>
  (node) =>
    node.nodeType === type;

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
