import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../src/shell/document-title.ts';

const APP = 'Example University First-Year Application';

describe('documentTitle (WCAG 2.4.2: each screen has its own title)', () => {
  it('names the screen and its step before the application', () => {
    expect(documentTitle({ screen: 'About You', step: { number: 1, of: 3 } }, APP)).toBe(
      `About You (step 1 of 3) – ${APP}`,
    );
    expect(documentTitle({ screen: 'Final Steps', step: { number: 3, of: 3 } }, APP)).toBe(
      `Final Steps (step 3 of 3) – ${APP}`,
    );
  });

  it('gives each step a different title', () => {
    const titles = ['About You', 'Your Academics', 'Final Steps'].map((screen, i) =>
      documentTitle({ screen, step: { number: i + 1, of: 3 } }, APP),
    );
    expect(new Set(titles).size).toBe(3);
  });

  it('starts with "Error: " while the screen shows problems', () => {
    expect(documentTitle({ screen: 'Log In', hasErrors: true }, APP)).toBe(
      `Error: Log In – ${APP}`,
    );
  });

  it('is the application title alone when the screen has no other name', () => {
    expect(documentTitle({ screen: APP }, APP)).toBe(APP);
    expect(documentTitle({ screen: '  ' }, APP)).toBe(APP);
  });
});
