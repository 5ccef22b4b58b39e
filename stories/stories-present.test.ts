import { expect, it } from 'vitest';

// Every stories file sits in a folder one of the test files covers (widgets, pages, shell, studio).
it('every stories file is run as tests', () => {
  const all = Object.keys(import.meta.glob('./**/*.stories.tsx'));
  const covered = all.filter((file) =>
    /^\.\/(widgets|pages|shell|studio)\/[^/]+\.stories\.tsx$/.test(file),
  );
  expect(covered).toEqual(all);
});
