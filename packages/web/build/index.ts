export * from './partner-dir.ts';
export * from './build-stamp.ts';
export * from './admit-partner-plugin.ts';
export * from './ensure-web-build.ts';
export * from './first-route-size.ts';
export * from './language-preloads.ts';
