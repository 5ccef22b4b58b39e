import { describe, expect, it } from 'vitest';
import {
  CONVERSION_STATUSES,
  PENDING_STATUSES,
  isPendingStatus,
  sessionWarningMs,
} from '../src/constants.ts';

describe('conversion statuses', () => {
  it('are pending exactly while unprocessed or in progress', () => {
    expect(CONVERSION_STATUSES.filter((status) => isPendingStatus(status))).toEqual([
      ...PENDING_STATUSES,
    ]);
    expect(isPendingStatus(undefined)).toBe(false);
  });
});

describe('sessionWarningMs', () => {
  it('warns a minute before the logout, or half a shorter idle time before', () => {
    expect(sessionWarningMs(900_000)).toBe(60_000);
    expect(sessionWarningMs(90_000)).toBe(45_000);
  });
});
