import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countAnswers } from '../../src/store/answer-counts.ts';
import {
  ANSWER_COUNT_QUERY,
  EXPECTED_ANSWER_COUNTS,
  seedAnswerCountApplications,
} from '../helpers/answer-count-fixture.ts';
import { BACKENDS, migratedDatabase } from '../helpers/test-app.ts';

describe.each(BACKENDS)('counting stored applications by answer key on %s', (backend) => {
  let database: Awaited<ReturnType<typeof migratedDatabase>>;
  beforeEach(async () => {
    database = await migratedDatabase(backend);
    await seedAnswerCountApplications(database);
  });
  afterEach(async () => {
    await database.drop();
  });

  it('counts answered keys, answers with given values and applications in progress without a key', async () => {
    expect(await countAnswers(database.db, ANSWER_COUNT_QUERY)).toEqual(EXPECTED_ANSWER_COUNTS);
  });

  it('cannot tell values of sealed answers, whatever they are', async () => {
    const counts = await countAnswers(database.db, { answeredWith: { ssn: ['987-65-4321'] } });
    expect(counts.answeredWith).toEqual({ ssn: null });
  });

  it('counts the applications whose answer is any of the values', async () => {
    const counts = await countAnswers(database.db, { answeredWith: { gender: ['X', 'F', 'Z'] } });
    expect(counts.answeredWith).toEqual({ gender: 2 });
  });

  it('answers an empty query with empty counts', async () => {
    expect(await countAnswers(database.db, {})).toEqual({
      answered: {},
      answeredWith: {},
      unansweredInProgress: {},
    });
  });
});
