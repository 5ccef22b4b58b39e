export * from './node-type.ts';
export * from './node-types.ts';
export * from './walk-config.ts';
export * from './view-anchors.ts';
export * from './view-type.ts';
