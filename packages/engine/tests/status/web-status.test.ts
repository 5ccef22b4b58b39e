import { describe, expect, it } from 'vitest';
import {
  isSubmitted,
  shouldSaveLastPage,
  showsErrors,
  statusForLoggedInUser,
  webStatusFromEntries,
  type WebStatus,
} from '../../src/status/web-status.ts';

const ALL: WebStatus[] = ['none', 'started', 'validating', 'submitted'];

const entries = (...values: string[]) => values.map((web_status) => ({ web_status }));

describe('webStatusFromEntries', () => {
  it('is none with no entries', () => {
    expect(webStatusFromEntries([])).toBe('none');
  });

  it('is started with one distinct entry', () => {
    expect(webStatusFromEntries(entries('started'))).toBe('started');
  });

  it('is validating with two distinct entries', () => {
    expect(webStatusFromEntries(entries('started', 'validating'))).toBe('validating');
  });

  it('is submitted with three distinct entries', () => {
    expect(webStatusFromEntries(entries('started', 'validating', 'submitted'))).toBe('submitted');
  });

  it('counts a repeated entry once', () => {
    expect(webStatusFromEntries(entries('started', 'started', 'started'))).toBe('started');
  });

  it('ignores unknown values', () => {
    expect(webStatusFromEntries(entries('started', 'archived', 'none', ''))).toBe('started');
  });

  it('is none when every entry is unknown', () => {
    expect(webStatusFromEntries(entries('archived'))).toBe('none');
  });

  it('counts distinct entries whatever their order', () => {
    expect(webStatusFromEntries(entries('validating', 'started', 'validating'))).toBe('validating');
  });
});

describe('statusForLoggedInUser', () => {
  it('starts a logged-in user who has no status', () => {
    expect(statusForLoggedInUser('none')).toBe('started');
  });

  it('keeps an existing status', () => {
    expect(statusForLoggedInUser('validating')).toBe('validating');
  });
});

describe('status predicates', () => {
  it('isSubmitted holds only for submitted', () => {
    expect(ALL.map(isSubmitted)).toEqual([false, false, false, true]);
  });

  it('showsErrors holds only while validating', () => {
    expect(ALL.map(showsErrors)).toEqual([false, false, true, false]);
  });

  it('shouldSaveLastPage holds while started or validating', () => {
    expect(ALL.map(shouldSaveLastPage)).toEqual([false, true, true, false]);
  });
});
