import type { NodeTypeRegistry } from '@admit/engine';
import { addAnotherType } from './addAnother/addAnother.ts';
import { addressType } from './address/address.ts';
import { checkType } from './check/check.ts';
import { checkboxGroupType } from './checkboxGroup/checkboxGroup.ts';
import { confirmType } from './confirm/confirm.ts';
import { dependentSelectType } from './dependentSelect/dependentSelect.ts';
import { fileType } from './file/file.ts';
import { groupType } from './group/group.ts';
import { lookupType } from './lookup/lookup.ts';
import { markdownType } from './markdown/markdown.ts';
import { numberType } from './number/number.ts';
import { phoneType } from './phone/phone.ts';
import { radioType } from './radio/radio.ts';
import { schoolType } from './school/school.ts';
import { selectType } from './select/select.ts';
import { tabsType } from './tabs/tabs.ts';
import { textType } from './text/text.ts';

/**
 * Every node type of the config, by type: the one registration of a node type. Each is the folder
 * of its name (`./<type>/`): its schema, definition, renderer, studio file, stories and tests.
 * The order is the order of the config schema's union and of the studio's menu.
 */
export const nodeTypes = {
  text: textType,
  number: numberType,
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
} satisfies NodeTypeRegistry;
