import { expect, it } from 'vitest';

// Every stories file sits in a folder one of the test files covers: here pages, shell and studio;
// the node types' stories in their folders of packages/node-types (node-types.test.ts).
it('every stories file is run as tests', () => {
  const all = [
    ...Object.keys(import.meta.glob('./**/*.stories.tsx')),
    ...Object.keys(import.meta.glob('../packages/node-types/src/**/*.stories.tsx')),
  ];
  const covered = all.filter(
    (file) =>
      /^\.\/(pages|shell|studio)\/[^/]+\.stories\.tsx$/.test(file) ||
      /^\.\.\/packages\/node-types\/src\/[^/]+\/[^/]+\.stories\.tsx$/.test(file),
  );
  expect(covered).toEqual(all);
  expect(all.filter((file) => file.startsWith('../packages/')).length).toBeGreaterThan(0);
});
