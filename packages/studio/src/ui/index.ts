// The studio's editor pieces the stories show: the node editor and its custom form widgets.
export * from './NodeEditor.tsx';
export * from './widgets/studio-form-context.ts';
export * from './widgets/studio-widgets.ts';
export * from './widgets/AnswerKeyInput.tsx';
export * from './widgets/AnswerKeyWidget.tsx';
export * from './widgets/ConditionBuilder.tsx';
export * from './widgets/ConditionField.tsx';
export * from './widgets/OptionRowsEditor.tsx';
export * from './widgets/OptionSourceField.tsx';
export * from './widgets/NodeListField.tsx';
