// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, createFormStore, type FormServices } from '@admit/react';
import { describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../src/api/api-errors.ts';
import { registry } from '../../src/form/registry.ts';
import { formModel } from '../../src/partner/partner.ts';
import { ConflictMessage } from '../../src/sync/ConflictMessage.tsx';
import { createApplicantSync } from '../../src/sync/applicant-sync.ts';

const field = formModel.fields.find((f) => f.kind === 'text' && f.guards.length === 0)!;

const refused = () => Promise.reject(new Error('not used'));
const services: FormServices = {
  documents: { upload: refused, remove: refused },
  lookups: { find: refused, detail: refused },
  formState: { saveAddAnother: refused, saveTab: refused },
};

/** A form whose save of `field` comes back stale: the phone saved another value meanwhile. */
async function staleForm() {
  const store = createFormStore(formModel, { answers: { [field.key]: 'old' } });
  const putAnswers = vi
    .fn()
    .mockRejectedValueOnce(
      new ServerError(
        'stale',
        412,
        {
          message: 'stale',
          current: { answers: { [field.key]: 'phone' }, add_another: {}, tabs: {} },
        },
        '"7"',
      ),
    )
    .mockResolvedValue({ body: { message: 'Saved.' }, etag: '"8"' });
  const sync = createApplicantSync({
    store,
    api: { putAnswers, putAddAnother: refused, putTab: refused, reload: refused },
    user: 'applicant@example.edu',
    revision: 1,
  });
  render(
    <FormProvider
      model={formModel}
      store={store}
      mode="edit"
      services={services}
      registry={registry}
    >
      <button type="button">elsewhere</button>
      <ConflictMessage sync={sync} onError={() => {}} />
    </FormProvider>,
  );
  store.getState().setAnswers({ [field.key]: 'laptop' });
  await act(() => sync.saveAnswers().catch(() => undefined));
  return { store, sync, putAnswers };
}

describe('the message about an answer changed on another device', () => {
  it('shows nothing while there is no conflict', () => {
    const store = createFormStore(formModel);
    const sync = createApplicantSync({
      store,
      api: { putAnswers: refused, putAddAnother: refused, putTab: refused, reload: refused },
      user: 'u',
      revision: 1,
    });
    render(
      <FormProvider
        model={formModel}
        store={store}
        mode="edit"
        services={services}
        registry={registry}
      >
        <ConflictMessage sync={sync} onError={() => {}} />
      </FormProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes focus and offers both answers of the question', async () => {
    await staleForm();
    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'This answer was changed on another device',
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: new RegExp(field.label) })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Keep the answer from this device: laptop' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Use the answer saved on another device: phone' }),
    ).toBeTruthy();
  });

  it('saves the kept answer and goes away', async () => {
    const { putAnswers } = await staleForm();
    await userEvent.click(
      screen.getByRole('button', { name: 'Keep the answer from this device: laptop' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(putAnswers).toHaveBeenLastCalledWith({ [field.key]: 'laptop' }, expect.anything());
  });

  it('takes the saved answer into the form', async () => {
    const { store } = await staleForm();
    await userEvent.click(
      screen.getByRole('button', { name: 'Use the answer saved on another device: phone' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(store.getState().answers[field.key]).toBe('phone');
  });
});
