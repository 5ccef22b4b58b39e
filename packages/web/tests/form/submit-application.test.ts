import { toValidationResult, type WebStatus } from '@admit/engine';
import { describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../src/api/api-errors.ts';
import { submitApplication, type SubmitDeps } from '../../src/form/submit-application.ts';

const problem = { key: 'first_name', pageId: 'about', message: 'First Name' };

function deps(status: WebStatus, overrides: Partial<SubmitDeps> = {}) {
  let current = status;
  const calls: string[] = [];
  const d: SubmitDeps = {
    isLoggedIn: true,
    status: () => current,
    setStatus: (s) => {
      current = s;
      calls.push(`set:${s}`);
    },
    postStatus: vi.fn(async (s) => void calls.push(`post:${s}`)),
    saveAnswers: vi.fn(async () => void calls.push('save')),
    validate: vi.fn(async () => (calls.push('validate'), toValidationResult([]))),
    submit: vi.fn(async () => void calls.push('submit')),
    ...overrides,
  };
  return { d, calls, status: () => current };
}

describe('the submit flow (spec section 4)', () => {
  it('sends a visitor to sign-up without calling anything', async () => {
    const { d, calls } = deps('none', { isLoggedIn: false });
    await expect(submitApplication(d)).resolves.toEqual({ kind: 'signup' });
    expect(calls).toEqual([]);
  });

  it('saves, turns started into validating, validates, submits and becomes submitted', async () => {
    const { d, calls, status } = deps('started');
    await expect(submitApplication(d)).resolves.toEqual({ kind: 'submitted' });
    expect(calls).toEqual([
      'save',
      'set:validating',
      'post:validating',
      'validate',
      'submit',
      'post:submitted',
      'set:submitted',
    ]);
    expect(status()).toBe('submitted');
  });

  it('does not post validating again when already validating', async () => {
    const { d, calls } = deps('validating');
    await submitApplication(d);
    expect(calls).toEqual(['save', 'validate', 'submit', 'post:submitted', 'set:submitted']);
  });

  it('stops at validating when something is missing', async () => {
    const { d, calls, status } = deps('started', {
      validate: async () => toValidationResult([problem]),
    });
    await expect(submitApplication(d)).resolves.toEqual({ kind: 'invalid', problems: [problem] });
    expect(calls).toEqual(['save', 'set:validating', 'post:validating']);
    expect(status()).toBe('validating');
  });

  it("takes the server's 422 verdict as missing items", async () => {
    const submit = async () => {
      throw new ServerError("We're missing some information!", 422, { problems: [problem] });
    };
    const { d, status } = deps('validating', { submit });
    await expect(submitApplication(d)).resolves.toEqual({ kind: 'invalid', problems: [problem] });
    expect(status()).toBe('validating');
  });

  it('lets other failures through', async () => {
    const { d } = deps('validating', {
      submit: async () => {
        throw new ServerError('down', 500);
      },
    });
    await expect(submitApplication(d)).rejects.toThrow('down');
  });
});
