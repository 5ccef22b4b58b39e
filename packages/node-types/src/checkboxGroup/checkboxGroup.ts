import {
  checkChoice,
  choicesDisplay,
  isTickedAnswer,
  requiredCases,
  withPrefixRequired,
  type FieldModel,
  type GroupModel,
  type NodeTypeDefinition,
  type RequiredWording,
  type ViewNode,
} from '@admit/engine';
import { checkType } from '../check/check.ts';
import type { CheckNode } from '../check/check.schema.ts';
import type { CheckboxGroupNode } from './checkboxGroup.schema.ts';

/** A checkbox group's view: its group rule and its boxes (check box questions). */
export interface CheckboxGroupView extends ViewNode {
  type: 'checkboxGroup';
  group: GroupModel;
  items: FieldModel<CheckNode>[];
  hideInPrint: boolean;
}

/** Check boxes under one label, each a boolean question; at least one may be required. */
export const checkboxGroupType: NodeTypeDefinition<CheckboxGroupNode, CheckboxGroupView> & {
  requiredWording: RequiredWording;
} = {
  type: 'checkboxGroup',
  requiredWording: 'selectSome',
  compile(node, c) {
    const { scope, inner, pointer } = c;
    const group: GroupModel = {
      id: `${node.id}${scope.idSuffix}`,
      label: node.label,
      pageId: scope.page.id,
      sectionId: scope.sectionId,
      pointer,
      context: scope.titles,
      guards: inner.guards,
      itemKeys: [],
      required: requiredCases(
        node.required === undefined ? undefined : withPrefixRequired(node.required, scope.prefix),
        () =>
          node.requiredMessage ?? c.requiredMessage(node.label, checkboxGroupType.requiredWording),
      ),
    };
    // Each box is a check box question of its own.
    const items = node.items.map(
      (item, i) =>
        c.addField(
          { type: checkType.type, key: item.key, label: item.label },
          inner,
          `${pointer}/items/${i}`,
          { groupId: group.id },
        ) as FieldModel<CheckNode>,
    );
    group.itemKeys = items.map((f) => f.key);
    c.addGroup(group);
    return {
      type: 'checkboxGroup',
      group,
      items,
      guards: c.own,
      hideInPrint: node.hideInPrint ?? false,
    };
  },
  print(view, w) {
    const boxes = view.items.filter((box) => w.visible.has(box.key));
    if (view.hideInPrint || !boxes.some((box) => isTickedAnswer(w.answers[box.key]))) return [];
    const choices = boxes.map((box) => checkChoice(box.label, w.answers[box.key]));
    return [
      {
        ...w.item(view.group.id, view.group.label, choicesDisplay(choices), 'checkboxGroup'),
        choices,
        layout: 'list',
      },
    ];
  },
  anchorId: (node) => node.id,
  viewAnchor: (view) => view.group.id,
  partAnchors: (view) => view.items.map((item) => item.key),
  labelledLists: (node) => [{ member: 'items', labels: node.items.map((item) => item.label) }],
  itemKeys: (node) => node.items.map((item, i) => ({ at: `/items/${i}/key`, key: item.key })),
};
