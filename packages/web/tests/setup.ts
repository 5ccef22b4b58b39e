import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAuthValidators } from '../src/partner/auth-validators.ts';
import { loadPartner } from '../src/partner/partner.ts';

// The app loads the partner config in the page's language before it renders, and the auth forms'
// validators before an auth page renders; tests use the default language.
await loadPartner('');
await loadAuthValidators();

// Vitest runs without globals, so Testing Library's automatic cleanup is wired here.
afterEach(cleanup);
