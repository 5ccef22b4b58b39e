// One lint setup for the whole repo. Package boundaries are enforced here, not by memory:
// dependencies point down only (engine <- contract <- react <- mui <- node-types <- web; contract <-
// server; node-types <- config-lint <- server: the config checks live in config-lint, the runtime in
// the engine, each node type in its folder of node-types). i18n, the language core, imports none of
// them. The product's texts (texts) are pure data above i18n; the browser packages format them
// through @admit/i18n/runtime only (no ICU parser in the applicant's bundle).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports the pure engine must never make: no React, no UI kit, no DOM, no Node-only module. */
const engineForbidden = {
  paths: [
    { name: 'react', message: 'The engine is pure TypeScript: no React.' },
    { name: 'react-dom', message: 'The engine is pure TypeScript: no React.' },
    { name: 'fs', message: 'The engine runs in the browser: no Node-only modules.' },
    { name: 'path', message: 'The engine runs in the browser: no Node-only modules.' },
    { name: 'crypto', message: 'The engine runs in the browser: no Node-only modules.' },
  ],
  patterns: [
    { group: ['node:*'], message: 'The engine runs in the browser: no Node-only modules.' },
    { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'No React in the engine.' },
    { group: ['@mui/*', '@emotion/*'], message: 'No UI kit in the engine.' },
    { group: ['@admit/*', '!@admit/engine'], message: 'The engine depends on nothing above it.' },
    {
      group: ['mdast', 'mdast-*', 'micromark', 'micromark-*', 'unist-*', 'remark-*'],
      message:
        'The engine is the runtime: markdown is read by the renderer (react-markdown) and by config-lint.',
    },
  ],
};

/**
 * What pure code beside the engine must never import (it runs in the browser too): no React, no UI
 * kit, no Node-only module, and of our packages only those it builds on.
 */
const pureForbidden = (who, ourPackages, ourMessage) => ({
  paths: engineForbidden.paths.map((path) => ({
    ...path,
    message: path.message.replace('The engine', who),
  })),
  patterns: [
    { group: ['node:*'], message: `${who} runs in the browser too: no Node-only modules.` },
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*'],
      message: `No UI in ${who.toLowerCase()}.`,
    },
    { group: ['@admit/*', ...ourPackages.map((name) => `!${name}`)], message: ourMessage },
  ],
});

/** The HTTP contract is pure like the engine, and below everything but the engine. */
const contractForbidden = pureForbidden(
  'The contract',
  ['@admit/engine'],
  'The contract depends on the engine only: everything else builds on it.',
);

/** The language core (i18n) is pure like the engine and depends on nothing of ours. */
const i18nForbidden = pureForbidden(
  'The language core',
  [],
  'The language core depends on no package of ours: the apps and config-lint build on it.',
);

/** The product's texts are pure like the engine: data and the loader, over the language core. */
const textsForbidden = pureForbidden(
  'The product texts',
  ['@admit/i18n', '@admit/i18n/runtime'],
  "The product's texts build on the language core only: the React binding is in @admit/react.",
);

/**
 * The browser formats compiled texts with the runtime entry: the language core's main entry holds
 * the ICU parser, which the applicant's first route has no room for.
 */
const i18nRuntimeOnly = {
  name: '@admit/i18n',
  allowTypeImports: true,
  message:
    'The browser imports @admit/i18n/runtime (compiled texts, no ICU parser); compile catalogues ahead (npm run compile-texts).',
};

/** Globals neither the browser nor Node share: pure packages (engine, i18n) use none of them. */
const pureForbiddenGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'process',
  'Buffer',
  'require',
  '__dirname',
];

/** What of the node types renders, or belongs to the studio or the stories: never on a server. */
const nodeTypesBrowserEntries = [
  '@admit/node-types/renderers',
  '@admit/node-types/studio',
  '@admit/node-types/story-kit',
];

/** The server never renders: no React, no UI kit, no browser package. */
const serverForbiddenPatterns = [
  {
    group: [
      'react',
      'react/*',
      'react-dom',
      '@mui/*',
      '@admit/react',
      '@admit/mui',
      '@admit/web',
      ...nodeTypesBrowserEntries,
    ],
    message:
      'The server imports the engine, the node types (their registry, no renderer) and the contract only (never React).',
  },
];

/** Imports the web app must never make: it runs in the browser and talks to the server over HTTP. */
const webForbiddenPatterns = [
  { group: ['node:*'], message: 'The web app runs in the browser: no Node-only modules.' },
  {
    group: ['@admit/server', '@admit/config-lint'],
    message:
      'The web app talks to the server over HTTP; it imports engine, contract, react and mui.',
  },
  {
    group: [
      '@admit/studio',
      '@admit/studio/*',
      '@rjsf/*',
      '@admit/node-types/studio',
      '@admit/node-types/story-kit',
    ],
    message: "The config studio is an authors' tool: it never ships in the applicant's bundle.",
  },
  {
    group: ['@admit/node-types/schema'],
    message:
      "The applicant's app never loads the config schema: the build checks the partner, the app compiles it with the node types' definitions.",
  },
];

/**
 * What a node type's definition, schema and studio file (and the registry, the config's types and
 * schemas) must not import: they load on the server and in the CLI, which never render.
 */
const nodeTypesNoReact = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    '@mui/*',
    '@emotion/*',
    '@admit/react',
    '@admit/mui',
    'storybook',
    'storybook/*',
  ],
  message:
    'The server and the CLI load the node types: React lives in their renderers (.tsx), the kits and field/.',
};

/** The node types sit above the engine, react and mui, below every app. */
const nodeTypesAbove = {
  group: [
    '@admit/web',
    '@admit/server',
    '@admit/studio',
    '@admit/studio/*',
    '@admit/config-lint',
    '@admit/config-lint/*',
  ],
  message: 'Dependencies point down: node types import the engine, the contract, react and mui.',
};

/**
 * The applicant's app compiles with the definitions and never loads a schema (nor the schema
 * library): only the schemas, and what composes them, import a schema module as a value.
 */
const schemasAsTypes = {
  group: ['./*.schema.ts', '../*/*.schema.ts'],
  allowTypeImports: true,
  message:
    "Import a node type's schema as a type: its value (and TypeBox) would weigh on the applicant's bundle. node-schema.ts composes the schemas.",
};

/** The studio's browser side: no Node module, and config-lint only through its browser entry. */
const studioBrowserForbidden = {
  paths: [
    {
      name: '@admit/config-lint',
      message: "The studio's front end lints through @admit/config-lint/browser (no Node modules).",
    },
  ],
  patterns: [
    {
      group: ['node:*'],
      message: "The studio's front end runs in the browser: no Node-only modules.",
    },
    {
      group: ['@admit/server', '@admit/web'],
      message: "The studio's front end talks to its own server over HTTP.",
    },
  ],
};

/**
 * The browser packages take the contract's types and, from `@admit/contract/client` (the typed
 * client and its endpoints), `@admit/contract/wire` (the ETag codec, the wire names) and
 * `@admit/contract/constants`, its plain values: its TypeBox schemas would weigh on the applicant
 * bundle for nothing. Likewise the language core's runtime entry only (no ICU parser).
 */
const contractTypesOnly = [
  'error',
  {
    paths: [
      i18nRuntimeOnly,
      {
        name: '@admit/contract',
        allowTypeImports: true,
        message:
          'Import types from @admit/contract and values from @admit/contract/client, /wire or /constants: the schemas stay out of the browser bundle.',
      },
    ],
  },
];

/** The contract's plain modules: the schema library and the engine as types only. */
const plainOnly = {
  group: ['@sinclair/typebox', '@sinclair/typebox/*', '@admit/engine'],
  allowTypeImports: true,
  message: "The contract's client runs in the browser: the schema library as types only.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/*.generated.*',
      'storybook-static/**',
      '**/scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', engineForbidden],
      // The DOM and Node globals are not there for the engine either.
      'no-restricted-globals': ['error', ...pureForbiddenGlobals],
    },
  },
  {
    files: ['packages/i18n/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', i18nForbidden],
      'no-restricted-globals': ['error', ...pureForbiddenGlobals],
    },
  },
  {
    files: ['packages/texts/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', textsForbidden],
      'no-restricted-globals': ['error', ...pureForbiddenGlobals],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [i18nRuntimeOnly] }],
    },
  },
  {
    // The server's entry (@admit/texts/server) compiles the catalogues itself: no browser imports it.
    files: ['packages/texts/src/server-texts.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: { 'no-restricted-imports': ['error', contractForbidden] },
  },
  {
    // What the browser runs of the contract (`@admit/contract/client`): plain code, schemas as
    // types only.
    files: [
      'packages/contract/src/{client,staff-console-client,studio-client}.ts',
      'packages/contract/src/{client,endpoints,wire}/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [plainOnly] }] },
  },
  {
    files: ['packages/contract/src/{client,staff-console-client,studio-client}.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            plainOnly,
            {
              group: ['./*.ts'],
              allowTypeImports: true,
              message:
                'The client takes the route tables as types only: their schemas stay out of the browser bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    // Clients import the constants without the schema library: this module imports nothing.
    files: ['packages/contract/src/constants.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['*'], message: 'constants.ts holds plain values and imports nothing.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/config-lint/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/system', message: "The CLI needs only MUI's colour parser." },
            ...['pg', 'kysely', 'node:sqlite'].map((name) => ({
              name,
              message:
                "config-lint never reads the server's tables: `--against` counts through the server's count-answers command.",
            })),
          ],
          patterns: [
            {
              group: [
                'react',
                'react/*',
                '@admit/react',
                '@admit/mui',
                '@admit/web',
                ...nodeTypesBrowserEntries,
              ],
              message: 'The CLI imports the engine and the node types (their registry) only.',
            },
            {
              group: ['@admit/server', '@admit/server/*', '@admit/studio', '@admit/studio/*'],
              message:
                "The server and the studio import config-lint, never the reverse (it runs the server's count-answers command).",
            },
            {
              // MUI's colour parser (no React, no DOM) checks theme colours as the theme reads them.
              group: [
                '@mui/*',
                '!@mui/system',
                '@mui/system/*',
                '!@mui/system/colorManipulator',
                '@emotion/*',
              ],
              message: "The CLI needs no UI kit: only MUI's colour parser.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/react/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*'],
              message: 'The renderer runs in the browser: no Node-only modules.',
            },
            {
              group: ['@mui/*', '@emotion/*'],
              message: 'The renderer binding has no UI kit; widgets live in @admit/mui.',
            },
            {
              group: [
                '@admit/mui',
                '@admit/node-types',
                '@admit/node-types/*',
                '@admit/web',
                '@admit/server',
              ],
              message:
                'Dependencies point down: react imports only the engine, the contract, the language core and the product texts.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': contractTypesOnly,
    },
  },
  {
    files: ['packages/mui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'Widgets run in the browser: no Node-only modules.' },
            {
              group: [
                '@admit/node-types',
                '@admit/node-types/*',
                '@admit/web',
                '@admit/server',
                '@admit/studio',
                '@admit/studio/*',
              ],
              message: 'Dependencies point down: mui imports engine, contract and react only.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': contractTypesOnly,
    },
  },
  {
    files: ['packages/node-types/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [nodeTypesAbove] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [schemasAsTypes], paths: contractTypesOnly[1].paths },
      ],
    },
  },
  {
    // Definitions, schemas, studio files, the registry and the config's types: no React (the server
    // and the CLI load them); renderers (.tsx), field/ and the kits render.
    files: ['packages/node-types/src/*.ts', 'packages/node-types/src/*/*.ts'],
    ignores: [
      'packages/node-types/src/renderers.ts',
      'packages/node-types/src/{field,story-kit,test-kit}/**',
      'packages/node-types/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeTypesAbove, nodeTypesNoReact] }] },
  },
  {
    // The schemas themselves, and what composes them, build schemas with their values.
    files: ['packages/node-types/src/**/*.schema.ts', 'packages/node-types/src/node-schema.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Stories and the Storybook preview run in the browser (and in jsdom under Vitest).
    files: ['stories/**/*.{ts,tsx}', '.storybook/preview.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'swr',
              importNames: ['default'],
              message:
                'Load through useCachedLoad (api/use-cached-load.ts): data-cache errors go to the error boundary.',
            },
          ],
          patterns: webForbiddenPatterns,
        },
      ],
      '@typescript-eslint/no-restricted-imports': contractTypesOnly,
    },
  },
  {
    files: ['packages/web/src/api/use-cached-load.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: webForbiddenPatterns }] },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverForbiddenPatterns }] },
  },
  {
    // The studio's model is pure (tree, edits, history): tested in Node, run in the browser.
    files: ['packages/studio/src/model/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: studioBrowserForbidden.paths,
          patterns: [
            ...studioBrowserForbidden.patterns,
            {
              group: ['react', 'react/*', '@mui/*', '@rjsf/*', '@admit/react', '@admit/mui'],
              message: "The studio's model is pure: React lives in ui/ and preview/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/studio/src/{ui,preview}/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', studioBrowserForbidden] },
  },
  {
    files: ['packages/studio/src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', '@mui/*', '@rjsf/*', '@admit/react', '@admit/mui'],
              message: "The studio's server renders nothing: it reads, checks and writes files.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server layers: routes (HTTP) -> store (SQL) -> db. The store answers values or throws plain
    // errors; http/error-handler.ts alone turns errors into HTTP answers.
    files: ['packages/server/src/store/**/*.ts', 'packages/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverForbiddenPatterns,
            {
              group: ['fastify', '@fastify/*'],
              message: 'store/ and db/ know no HTTP: return values or throw plain errors.',
            },
            {
              group: [
                '**/http/*',
                '**/routes/*',
                '**/auth/*',
                '**/documents/*',
                '**/pdf/*',
                '**/outbox/*',
              ],
              message: 'store/ and db/ sit below the routes and the services that use them.',
            },
            {
              group: ['**/context.ts'],
              message:
                'store/ and db/ take what they use (a database or transaction, the time, the codec, limits...), never the whole app context.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQLite and PostgreSQL differ only inside db/sqlite/ and db/postgres/, behind the
    // DatabaseBackend that db/create-database.ts picks; the rest of the server never asks which
    // engine it runs on (pg-boss, the PostgreSQL job queue, shares the pool's connect timeout).
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/db/**', 'packages/server/src/jobs/pg-boss/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['PostgresAdapter', 'SqliteAdapter', 'PostgresDialect', 'SqliteDialect'],
              message:
                'Call the DatabaseBackend (db/database-backend.ts) for what differs between SQLite and PostgreSQL; never branch on the engine.',
            },
          ],
          patterns: [
            {
              group: ['**/db/sqlite/*', '**/db/postgres/*'],
              message:
                'Only db/ picks an engine (db/create-database.ts): the rest of the server calls the DatabaseBackend it returns.',
            },
          ],
        },
      ],
    },
  },
);
