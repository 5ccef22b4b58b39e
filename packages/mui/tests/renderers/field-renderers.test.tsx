import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServices, renderPage } from './render-form.tsx';

describe('field renderers', () => {
  it('binds a text question to its answer, with an input id apart from the anchor', () => {
    const { store } = renderPage([{ type: 'text', key: 'first_name', label: 'First Name' }]);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input.id).not.toBe('first_name');
    expect(input.getAttribute('maxlength')).toBe('45');
    fireEvent.change(input, { target: { value: 'Ada' } });
    expect(store.getState().answers.first_name).toBe('Ada');
  });

  it('stores a select answer with its <key>_desc', async () => {
    const { store } = renderPage([
      { type: 'select', key: 'country', label: 'Country', options: 'countries' },
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(screen.getByRole('option', { name: 'Canada' }));
    expect(store.getState().answers).toMatchObject({ country: 'CAN', country_desc: 'Canada' });
  });

  it('stores a radio answer with its _desc and swaps in the content for the value', async () => {
    const { store } = renderPage([
      {
        type: 'radio',
        key: 'suspended',
        label: 'Were you suspended?',
        options: 'yes_no',
        contentByValue: {
          Y: [{ type: 'text', key: 'suspended_comment', label: 'Please explain' }],
        },
      },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Please explain' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(store.getState().answers).toMatchObject({ suspended: 'Y', suspended_desc: 'Yes' });
    expect(screen.getByRole('textbox', { name: 'Please explain' })).toBeTruthy();
  });

  it('shows the logged-out text on a file question', () => {
    renderPage([{ type: 'file', key: 'ward_doc_upload', label: 'Court documents' }], {
      mode: 'loggedOut',
    });
    expect(
      screen.getByText('This question can be finished once you have created an account.'),
    ).toBeTruthy();
  });

  it('uploads through the document client and marks the answer ANSWERED', async () => {
    const { store, services } = renderPage([
      { type: 'file', key: 'ward_doc_upload', label: 'Court documents' },
    ]);
    const file = new File(['%PDF'], 'order.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Court documents', { selector: 'input' }), file);
    await waitFor(() => expect(store.getState().answers.ward_doc_upload).toBe('ANSWERED'));
    expect(services.documents.upload).toHaveBeenCalled();
    expect(await screen.findByText('order.pdf (4 B)')).toBeTruthy();
  });

  it('fills the mapped answers from a chosen lookup result', async () => {
    const services = fakeServices();
    services.lookups.find = vi.fn(async () => [
      { id: '7', text: 'Bay High', sub_text: 'Annapolis' },
    ]);
    services.lookups.detail = vi.fn(async () => ({
      name: 'Bay High School',
      city: 'Annapolis',
      ceeb: '210001',
    }));
    const { store } = renderPage(
      [{ type: 'school', id: 'high_school', prefix: 'hs_', category: 'hs_ceeb' }],
      { services },
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'School Name' }), 'Bay');
    // The search waits out the typing pause (up to 500 ms) before it asks: more than
    // Testing Library's 1 s default on a loaded machine.
    await userEvent.click(
      await screen.findByRole('option', { name: /Bay High/ }, { timeout: 10_000 }),
    );
    await waitFor(
      () =>
        expect(store.getState().answers).toMatchObject({
          hs_name: 'Bay High School',
          hs_city: 'Annapolis',
          hs_ceeb: '210001',
        }),
      { timeout: 10_000 },
    );
    // Asked with the group's category and what was typed so far (on a slow machine the search
    // may go out after the first letter: it searches at least every 500 ms while typing).
    expect(services.lookups.find).toHaveBeenCalledWith('hs_ceeb', expect.stringMatching(/^B/), 5);
  });
});

describe('dependent and committed fields', () => {
  it('shows a dependent select only when its controller has a list, and clears it when the controller changes', async () => {
    const { store } = renderPage([
      { type: 'select', key: 'country', label: 'Country', options: 'countries' },
      {
        type: 'dependentSelect',
        key: 'state',
        label: 'State',
        controller: 'country',
        optionsByAnswer: { CAN: 'states_provinces' },
      },
    ]);
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(screen.getByRole('option', { name: 'Canada' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'State' }));
    await userEvent.click(screen.getByRole('option', { name: 'Ontario' }));
    expect(store.getState().answers).toMatchObject({ state: 'Ontario', state_desc: 'Ontario' });
    store.getState().setAnswers({ country: 'USA', country_desc: 'United States' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull());
    expect(store.getState().answers).toMatchObject({ state: '', state_desc: '' });
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
      [{ type: 'text', key: 'birth_date', label: 'Date of Birth', inputType: 'date' }],
      {
        initial: { answers: { birth_date: '2008-05-01' } },
      },
    );
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '' } });
    expect(store.getState().answers.birth_date).toBe('');
  });
});
