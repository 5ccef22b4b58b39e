import type { NodeType } from '../config/node.schema.ts';
import { addAnotherType } from './add-another.ts';
import { addressType } from './address.ts';
import { checkType } from './check.ts';
import { checkboxGroupType } from './checkbox-group.ts';
import { confirmType } from './confirm.ts';
import { dependentSelectType } from './dependent-select.ts';
import { fileType } from './file.ts';
import { groupType } from './group.ts';
import { lookupType } from './lookup.ts';
import { markdownType } from './markdown.ts';
import type { NodeTypeDefinition, NodeTypes } from './node-type.ts';
import { phoneType } from './phone.ts';
import { radioType } from './radio.ts';
import { schoolType } from './school.ts';
import { selectType } from './select.ts';
import { tabsType } from './tabs.ts';
import { textType } from './text.ts';

/** Every node type of the config schema, by type: the one registration of a node type. */
export const nodeTypes: NodeTypes = {
  text: textType,
  phone: phoneType,
  select: selectType,
  dependentSelect: dependentSelectType,
  radio: radioType,
  check: checkType,
  checkboxGroup: checkboxGroupType,
  file: fileType,
  lookup: lookupType,
  address: addressType,
  school: schoolType,
  addAnother: addAnotherType,
  tabs: tabsType,
  confirm: confirmType,
  group: groupType,
  markdown: markdownType,
};

/** The definition of a node's type, typed for any node (the registry's entries are typed per type). */
export const nodeTypeOf = <T extends NodeType>(type: T): NodeTypeDefinition<T> =>
  nodeTypes[type] as unknown as NodeTypeDefinition<T>;
