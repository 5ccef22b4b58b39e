import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSubmittedBatch, type SubmittedCursor } from '../../src/store/submitted-batches.ts';
import { seedApplicants, type SeededApplicant } from '../helpers/seed-applicants.ts';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(BACKENDS)('the walk over submitted applications on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it('reads each submitted application once, oldest first, across batches and equal times', async () => {
    // 1,050 applications submitted in 70 distinct milliseconds (15 at each), ids in no order;
    // every fourth applicant never submitted.
    const applicants: SeededApplicant[] = Array.from({ length: 1400 }, (_, i) => ({
      id: `${String((i * 7919) % 1400).padStart(4, '0')}-applicant`,
      email: `applicant${i}@example.org`,
      createdAt: 1_700_000_000_000,
      submittedAt: i % 4 === 3 ? null : 1_760_000_000_000 + (i % 70),
    }));
    await seedApplicants(t, applicants);
    const expected = applicants
      .filter((a) => a.submittedAt != null)
      .sort((a, b) => a.submittedAt! - b.submittedAt! || (a.id < b.id ? -1 : 1))
      .map((a) => a.id);

    const read: string[] = [];
    let cursor: SubmittedCursor;
    let batches = 0;
    for (;;) {
      const batch = await readSubmittedBatch(t.db, cursor, 100);
      if (!batch.length) break;
      batches++;
      read.push(...batch.map((row) => row.userId));
      const last = batch.at(-1)!;
      cursor = { submittedAt: last.submittedAt, userId: last.userId };
    }
    expect(batches).toBe(11);
    expect(read).toEqual(expected);
  });
});
