// The node types of the config, one folder each, and what is built from their registry: the
// config's types and the engine's operations bound to them. No React: the server and the CLI load
// it (the config schema: `@admit/node-types/schema`, which the applicant's app never loads;
// renderers: `/renderers`; the studio's part: `/studio`).
export * from './node-types.ts';
export * from './node.ts';
export * from './bound.ts';
