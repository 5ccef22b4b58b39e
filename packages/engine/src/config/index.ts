export * from './limits.ts';
export * from './config-patterns.ts';
export * from './condition.schema.ts';
export * from './check.schema.ts';
export * from './option.schema.ts';
export {
  RequiredCaseSchema,
  fieldBase,
  obj as exactObject,
  type RequiredCase,
} from './field-members.schema.ts';
export * from './node-base.schema.ts';
export * from './page.schema.ts';
export * from './partner.schema.ts';
export * from './export-profile.schema.ts';
export * from './required-message-defaults.ts';
export * from './required-messages.schema.ts';
export * from './data-model.schema.ts';
export * from './partner-config.schema.ts';
export * from './assemble-partner-config.ts';
export * from './parse-csv.ts';
export * from './lookup-record.ts';
export * from './config-file-schemas.ts';
export * from './json-pointer.ts';
export * from './partner-text-ids.ts';
