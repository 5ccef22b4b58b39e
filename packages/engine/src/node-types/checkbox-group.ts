import type { RequiredWording } from '../config/required-message-defaults.ts';
import { requiredCases, withPrefixRequired } from '../model/block-node-texts.ts';
import type { GroupModel } from '../model/form-model.ts';
import { checkChoice, isTickedAnswer } from '../print-text/field-print-text.ts';
import { choicesDisplay } from '../print-text/print-types.ts';
import type { NodeTypeDefinition } from './node-type.ts';

/** Check boxes under one label, each a boolean question; at least one may be required. */
export const checkboxGroupType: NodeTypeDefinition<'checkboxGroup'> & {
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
    const items = node.items.map((item, i) =>
      c.addField(
        { type: 'check', key: item.key, label: item.label },
        inner,
        `${pointer}/items/${i}`,
        { groupId: group.id },
      ),
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
