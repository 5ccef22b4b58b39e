import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-kit/render-page.tsx';

describe('TextRenderer', () => {
  it('binds a text question to its answer, with an input id apart from the anchor', () => {
    const { store } = renderPage([{ type: 'text', key: 'given_name', label: 'First Name' }]);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input.id).not.toBe('given_name');
    expect(input.getAttribute('maxlength')).toBe('45');
    fireEvent.change(input, { target: { value: 'Ada' } });
    expect(store.getState().answers.given_name).toBe('Ada');
  });

  it('commits a text area on blur', () => {
    const { store } = renderPage([
      { type: 'text', key: 'essay', label: 'Essay', inputType: 'textarea' },
    ]);
    const box = screen.getByRole('textbox', { name: 'Essay' });
    fireEvent.change(box, { target: { value: 'Story' } });
    expect(store.getState().answers.essay).toBeUndefined();
    fireEvent.blur(box);
    expect(store.getState().answers.essay).toBe('Story');
    expect(screen.getByText('Character count: 5 / 1500')).toBeTruthy();
  });

  it('clears a date answer that is no longer valid', () => {
    const { store } = renderPage(
      [{ type: 'text', key: 'date_of_birth', label: 'Date of Birth', inputType: 'date' }],
      {
        initial: { answers: { date_of_birth: '2008-05-01' } },
      },
    );
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '' } });
    expect(store.getState().answers.date_of_birth).toBe('');
  });

  it('a question required by a rule is marked required while the rule holds', () => {
    renderPage([
      { type: 'text', key: 'cell_phone', label: 'Cell Phone' },
      {
        type: 'text',
        key: 'home_phone',
        label: 'Home Phone',
        required: [
          {
            when: { valueKey: 'cell_phone', operator: 'notAnswered' },
            message: 'Enter a home or cell phone.',
          },
        ],
      },
    ]);
    const home = () => screen.getByRole('textbox', { name: /Home Phone/ }) as HTMLInputElement;
    expect(home().required).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Cell Phone' }), {
      target: { value: '4105550142' },
    });
    expect(home().required).toBe(false);
  });
});
