import { describe, expect, it } from 'vitest';
import { applicantDisplayName, applicantFullName, type ApplicantName } from '../../src/index.ts';

const EMAIL = 'robin@example.edu';
const naming: ApplicantName = {
  display: ['chosen_name', 'given_name'],
  full: ['given_name', 'middle_names', 'family_name'],
};

describe('applicantDisplayName', () => {
  it('takes the first answered display key', () => {
    const answers = { chosen_name: 'Robin', given_name: 'Roberta' };
    expect(applicantDisplayName({ applicantName: naming }, answers, EMAIL)).toBe('Robin');
  });

  it('falls back to the next key when the first is blank', () => {
    const answers = { chosen_name: '  ', given_name: ' Roberta ' };
    expect(applicantDisplayName({ applicantName: naming }, answers, EMAIL)).toBe('Roberta');
  });

  it("reads the partner's own keys, not the bundled partner's", () => {
    const answers = { first_name: 'Katherine', preferred_name: 'Kit' };
    expect(applicantDisplayName({ applicantName: naming }, answers, EMAIL)).toBe(EMAIL);
  });

  it("says the partner's fallback when no display key is answered", () => {
    const partner = { applicantName: { ...naming, fallback: 'future artist' } };
    expect(applicantDisplayName(partner, { given_name: '' }, EMAIL)).toBe('future artist');
  });

  it("is the account's e-mail address when the partner declares no name", () => {
    expect(applicantDisplayName({}, { chosen_name: 'Robin' }, EMAIL)).toBe(EMAIL);
  });
});

describe('applicantFullName', () => {
  it('joins the answered full-name keys in their order', () => {
    const answers = { family_name: 'Okafor', given_name: 'Roberta', middle_names: '' };
    expect(applicantFullName({ applicantName: naming }, answers, EMAIL)).toBe('Roberta Okafor');
  });

  it("is the account's e-mail address when no full-name key is answered", () => {
    const answers = { first_name: 'Katherine', last_name: 'Lee' };
    expect(applicantFullName({ applicantName: naming }, answers, EMAIL)).toBe(EMAIL);
    expect(applicantFullName({}, answers, EMAIL)).toBe(EMAIL);
  });
});
