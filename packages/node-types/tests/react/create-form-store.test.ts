import { toValidationResult } from '@admit/engine';
import { describe, expect, it, vi } from 'vitest';
import { createFormStore, isConversionBusy } from '@admit/react';
import { modelWith } from '../../src/test-kit/render-page.tsx';
import { aliasNodes, regionLists, regionNodes } from './fixtures.tsx';

const model = modelWith(
  [
    ...aliasNodes,
    ...regionNodes,
    {
      type: 'tabs',
      tabId: 'proof',
      defaultTab: 'upload',
      tabs: [
        {
          value: 'upload',
          label: 'Upload',
          children: [{ type: 'file', key: 'proof_doc', label: 'Proof' }],
        },
        {
          value: 'essay',
          label: 'Essay',
          children: [{ type: 'text', key: 'proof_essay', label: 'Essay' }],
        },
      ],
    },
  ],
  { optionLists: regionLists },
);

describe('createFormStore', () => {
  it('setAnswers clears answers that the change hides', () => {
    const store = createFormStore(model, { answers: { has_alias: 'Y', alias: 'Bo' } });
    const applied = store.getState().setAnswers({ has_alias: 'N' });
    expect(applied).toMatchObject({ has_alias: 'N', alias: '' });
    expect(store.getState().answers.alias).toBe('');
  });

  it('setAnswers resets a dependent select and its _desc when the controller changes', () => {
    const store = createFormStore(model, {
      answers: { country: 'USA', region: 'OH', region_desc: 'Ohio' },
    });
    store.getState().setAnswers({ country: 'CAN', country_desc: 'Canada' });
    expect(store.getState().answers).toMatchObject({ country: 'CAN', region: '', region_desc: '' });
  });

  it('setAnswers with nothing new keeps the state and notifies nobody', () => {
    const store = createFormStore(model, { answers: { has_alias: 'Y', alias: 'Bo' } });
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().setAnswers({ alias: 'Bo' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('setTab clears the leaving tab and drops its documents', () => {
    const store = createFormStore(model, {
      answers: { proof_doc: 'ANSWERED' },
      documents: { proof_doc: { file_name: 'a.pdf', file_size: 10 } },
    });
    const result = store.getState().setTab('proof', 'essay');
    expect(result).toMatchObject({ blocked: false, deleteFiles: ['proof_doc'] });
    expect(store.getState().tabs).toEqual({ proof: 'essay' });
    expect(store.getState().answers.proof_doc).toBe('');
    expect(store.getState().documents).toEqual({});
  });

  it('setTab is blocked with the dialog while a conversion is busy, changing nothing', () => {
    const store = createFormStore(model, {
      answers: { proof_doc: 'ANSWERED' },
      conversions: { proof_doc: 'IN_PROGRESS' },
    });
    const result = store.getState().setTab('proof', 'essay');
    expect(result).toEqual({
      blocked: true,
      dialog: {
        title: 'File Upload in Progress',
        text: 'Please wait until the file upload has completed.',
      },
    });
    expect(store.getState().tabs).toEqual({});
    expect(store.getState().answers.proof_doc).toBe('ANSWERED');
  });

  it('counts a fetch of the documents as a busy conversion', () => {
    const store = createFormStore(model);
    expect(isConversionBusy(store.getState())).toBe(false);
    store.getState().setFetchingDocuments(true);
    expect(isConversionBusy(store.getState())).toBe(true);
    store.getState().setFetchingDocuments(false);
    store.getState().setConversion('proof_doc', 'UNPROCESSED');
    expect(isConversionBusy(store.getState())).toBe(true);
  });

  it('setErrors keeps the first message per key', () => {
    const store = createFormStore(model);
    store.getState().setErrors(
      toValidationResult([
        { key: 'alias', pageId: 'about', message: 'Alias is required' },
        { key: 'alias', pageId: 'about', message: 'Second' },
      ]),
    );
    expect(store.getState().errors).toEqual({ alias: 'Alias is required' });
    store.getState().setErrors(undefined);
    expect(store.getState().errors).toEqual({});
  });

  it('setAddAnother, setWebStatus and setDocument store their values', () => {
    const store = createFormStore(model);
    store.getState().setAddAnother('more', 3);
    store.getState().setWebStatus('validating');
    store.getState().setDocument('proof_doc', { file_name: 'a.pdf', file_size: 1 });
    expect(store.getState()).toMatchObject({
      addAnother: { more: 3 },
      webStatus: 'validating',
      documents: { proof_doc: { file_name: 'a.pdf', file_size: 1 } },
    });
    store.getState().setDocument('proof_doc', undefined);
    expect(store.getState().documents).toEqual({});
  });
});
