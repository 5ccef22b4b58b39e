import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadPartner } from '../src/partner/partner.ts';

// The app loads the partner config in the page's language before it renders; tests use the default.
await loadPartner('');

// Vitest runs without globals, so Testing Library's automatic cleanup is wired here.
afterEach(cleanup);
