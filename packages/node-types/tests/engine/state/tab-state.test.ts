// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PartnerConfig } from '@admit/node-types';
import { compileFormModel } from '@admit/node-types';
import { chosenTab, switchTab } from '@admit/engine';

const pages: PartnerConfig['pages'] = [
  {
    id: 'final-steps',
    title: 'Final Steps',
    step: 3,
    sections: [
      {
        id: 'residency',
        title: 'Residency',
        children: [
          {
            type: 'tabs',
            tabId: 'proof',
            defaultTab: 'upload',
            tabs: [
              {
                value: 'upload',
                label: 'Upload',
                clearKeys: ['proof_note'],
                children: [
                  { type: 'file', key: 'proof_doc', label: 'Proof document' },
                  { type: 'file', key: 'proof_extra_doc', label: 'Extra document' },
                  {
                    type: 'select',
                    key: 'proof_kind',
                    label: 'Kind',
                    options: [{ label: 'Lease', value: 'L' }],
                  },
                  { type: 'check', key: 'proof_certified', label: 'Certified copy' },
                ],
              },
              {
                value: 'essay',
                label: 'Write',
                children: [
                  { type: 'text', key: 'proof_essay', label: 'Explain', inputType: 'textarea' },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
const model = compileFormModel({
  partner: {},
  dataModel: {},
  optionLists: {},
  pages,
} as unknown as PartnerConfig);
const idle = { conversionBusy: false };

describe('chosenTab', () => {
  it('is the default tab when nothing is saved', () => {
    expect(chosenTab(model, {}, 'proof', { loggedIn: true })).toBe('upload');
  });

  it('is the saved tab for a logged-in applicant', () => {
    expect(chosenTab(model, { proof: 'essay' }, 'proof', { loggedIn: true })).toBe('essay');
  });

  it('is always the default tab for a logged-out visitor', () => {
    expect(chosenTab(model, { proof: 'essay' }, 'proof', { loggedIn: false })).toBe('upload');
  });

  it('falls back to the default tab when the saved value is no longer a tab', () => {
    expect(chosenTab(model, { proof: 'gone' }, 'proof', { loggedIn: true })).toBe('upload');
  });

  it('rejects an unknown tab id with a clear message', () => {
    expect(() => chosenTab(model, {}, 'nope', { loggedIn: true })).toThrow(
      'Unknown tab id "nope".',
    );
  });
});

describe('switchTab', () => {
  it('is blocked with the File Upload in Progress dialog while a conversion is busy', () => {
    expect(switchTab(model, { answers: {} }, 'proof', 'essay', { conversionBusy: true })).toEqual({
      blocked: true,
      dialog: {
        title: 'File Upload in Progress',
        text: 'Please wait until the file upload has completed.',
      },
    });
  });

  it('saves the new tab choice', () => {
    const result = switchTab(model, { answers: {}, tabs: { other: 'x' } }, 'proof', 'essay', idle);
    expect(result).toMatchObject({ blocked: false, tabs: { other: 'x', proof: 'essay' } });
  });

  it("clears the leaving tab's answers and their _desc", () => {
    const answers = { proof_kind: 'L', proof_kind_desc: 'Lease', proof_certified: true };
    const result = switchTab(model, { answers }, 'proof', 'essay', idle);
    expect(result.blocked === false && result.clear).toEqual({
      proof_doc: '',
      proof_extra_doc: '',
      proof_kind: '',
      proof_kind_desc: '',
      proof_certified: false,
      proof_note: '',
    });
  });

  it("clears the leaving tab's extra clear keys", () => {
    const result = switchTab(model, { answers: { proof_note: 'hi' } }, 'proof', 'essay', idle);
    expect(result).toMatchObject({ clear: { proof_note: '' } });
  });

  it('clears only the leaving tab, not the one switched to', () => {
    const result = switchTab(
      model,
      { answers: {}, tabs: { proof: 'essay' } },
      'proof',
      'upload',
      idle,
    );
    expect(result.blocked === false && result.clear).toEqual({ proof_essay: '' });
  });

  it('lists the files uploaded on the leaving tab for deletion', () => {
    const ctx = {
      answers: { proof_doc: 'ANSWERED' },
      documents: { proof_extra_doc: { file_name: 'a.pdf', file_size: 10 } },
    };
    const result = switchTab(model, ctx, 'proof', 'essay', idle);
    expect(result).toMatchObject({ deleteFiles: ['proof_doc', 'proof_extra_doc'] });
  });

  it('lists no files when none was uploaded', () => {
    const result = switchTab(model, { answers: {} }, 'proof', 'essay', idle);
    expect(result).toMatchObject({ deleteFiles: [] });
  });

  it('changes nothing when switching to the tab already chosen', () => {
    const result = switchTab(model, { answers: { proof_kind: 'L' } }, 'proof', 'upload', idle);
    expect(result).toEqual({ blocked: false, tabs: {}, clear: {}, deleteFiles: [] });
  });

  it('rejects a tab value the group does not have', () => {
    expect(() => switchTab(model, { answers: {} }, 'proof', 'video', idle)).toThrow(
      'Tab group "proof" has no tab "video".',
    );
  });
});
