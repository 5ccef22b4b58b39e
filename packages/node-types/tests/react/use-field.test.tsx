import { toValidationResult } from '@admit/engine';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormPage, useErrorsShown, useField } from '@admit/react';
import { modelWith, TEST_PAGE_ID } from '../../src/test-kit/render-page.tsx';
import { renderForm } from './fixtures.tsx';

const model = modelWith([{ type: 'text', key: 'first_name', label: 'First name', required: true }]);
const errors = toValidationResult([
  { key: 'first_name', pageId: 'about', message: 'First Name is required' },
]);

function ErrorsShown() {
  return <p>errors shown: {String(useErrorsShown())}</p>;
}

describe('useField', () => {
  it('shows a field error only while the web status is validating', () => {
    const { store } = renderForm(
      model,
      <>
        <FormPage pageId={TEST_PAGE_ID} />
        <ErrorsShown />
      </>,
      { initial: { webStatus: 'started' } },
    );
    act(() => store.getState().setErrors(errors));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('errors shown: false')).toBeTruthy();
    act(() => store.getState().setWebStatus('validating'));
    expect(screen.getByRole('alert').textContent).toBe('First Name is required');
    expect(screen.getByText('errors shown: true')).toBeTruthy();
    act(() => store.getState().setWebStatus('submitted'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('throws a clear error for a key the model does not have', () => {
    function Probe() {
      useField('no_such_key');
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderForm(model, <Probe />)).toThrow(
      'No question with the answer key "no_such_key" in the form model.',
    );
  });

  it('tells a hook used outside <FormProvider> where it belongs', () => {
    function Probe() {
      useErrorsShown();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('Admit form hooks must be used inside <FormProvider>.');
  });
});
