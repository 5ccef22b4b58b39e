export * from './node-type.ts';
export * from './field-type.ts';
export * from './walk-config.ts';
export * from './view-anchors.ts';
export * from './text-members.ts';
