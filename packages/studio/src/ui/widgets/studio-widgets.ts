import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { AnswerKeyWidget } from './AnswerKeyWidget.tsx';
import { ConditionField } from './ConditionField.tsx';
import { NodeListField } from './NodeListField.tsx';
import { OptionSourceField } from './OptionSourceField.tsx';
import { RequiredField } from './RequiredField.tsx';

/** The studio's custom widgets, by the name the editor's uiSchema gives (`ui:widget`). */
export const studioWidgets: RegistryWidgetsType = {
  answerKey: AnswerKeyWidget as RegistryWidgetsType[string],
};

/** The studio's custom fields, by the name the editor's uiSchema gives (`ui:field`). */
export const studioFields: RegistryFieldsType = {
  condition: ConditionField as RegistryFieldsType[string],
  optionSource: OptionSourceField as RegistryFieldsType[string],
  requirement: RequiredField as RegistryFieldsType[string],
  nodeList: NodeListField,
};
