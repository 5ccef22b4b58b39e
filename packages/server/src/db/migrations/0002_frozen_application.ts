import type { Migration } from 'kysely/migration';
import { createFrozenApplicationTriggers } from '../frozen-application.ts';

export const m0002FrozenApplication: Migration = {
  up: createFrozenApplicationTriggers,
};
