import { describe, expect, it, vi } from 'vitest';
import type { ConversionState } from '@admit/contract';
import { CONVERSION_POLL_MS, createDocumentClient } from '../../src/api/document-client.ts';
import { documentApi } from '../../src/api/document-api.ts';

function fakeApi(states: ConversionState[]) {
  const calls: string[] = [];
  const api = {
    ...documentApi,
    presignedUrl: vi.fn(async () => {
      calls.push('presign');
      return { url: '/storage/upload', fields: { key: 'u/k/1', policy: 'p' } };
    }),
    postToStorage: vi.fn(async () => void calls.push('storage')),
    startConversion: vi.fn(async () => (calls.push('convert'), { status: 'UNPROCESSED' as const })),
    conversion: vi.fn(async () => (calls.push('poll'), states.shift()!)),
    documentAnswers: vi.fn(async () => ({ essay: { file_name: 'essay.pdf', file_size: 10 } })),
    deleteConversion: vi.fn(async () => (calls.push('reset'), { message: 'ok' })),
    deleteDocumentAnswer: vi.fn(async () => (calls.push('delete'), { message: 'ok' })),
  };
  return { api, calls };
}

const file = new File(['hello'], 'essay.docx');

describe('the document client (spec section 4)', () => {
  it('saves and presigns in parallel, posts, converts and polls every 2 s until COMPLETED', async () => {
    const { api, calls } = fakeApi([
      { status: 'IN_PROGRESS' },
      { status: 'COMPLETED', file_name: 'essay.docx', file_size: 5 },
    ]);
    const sleeps: number[] = [];
    const statuses: string[] = [];
    const client = createDocumentClient({
      api,
      saveAnswers: async () => void calls.push('save'),
      sleep: async (ms) => void sleeps.push(ms),
    });
    await expect(client.upload('essay', file, (s) => statuses.push(s))).resolves.toEqual({
      file_name: 'essay.docx',
      file_size: 5,
    });
    expect(calls).toEqual(['save', 'presign', 'storage', 'convert', 'poll', 'poll']);
    expect(sleeps).toEqual([CONVERSION_POLL_MS, CONVERSION_POLL_MS]);
    expect(statuses).toEqual(['UNPROCESSED', 'IN_PROGRESS', 'COMPLETED']);
    expect(api.postToStorage).toHaveBeenCalledWith(
      { url: '/storage/upload', fields: { key: 'u/k/1', policy: 'p' } },
      file,
    );
    expect(api.startConversion).toHaveBeenCalledWith('essay', 'u/k/1', 'essay.docx');
  });

  it('rejects with the conversion error and clears the conversion when it FAILED', async () => {
    const { api, calls } = fakeApi([{ status: 'FAILED', error: 'This PDF is encrypted.' }]);
    const client = createDocumentClient({
      api,
      saveAnswers: async () => {},
      sleep: async () => {},
    });
    await expect(client.upload('essay', file)).rejects.toThrow('This PDF is encrypted.');
    expect(calls.at(-1)).toBe('reset');
  });

  it('rejects with the server message when a step fails', async () => {
    const { api } = fakeApi([]);
    api.startConversion.mockRejectedValueOnce(
      new Error('Your file is empty. Please upload a non-empty file.'),
    );
    const client = createDocumentClient({
      api,
      saveAnswers: async () => {},
      sleep: async () => {},
    });
    await expect(client.upload('essay', file)).rejects.toThrow(
      'Your file is empty. Please upload a non-empty file.',
    );
    expect(api.deleteConversion).toHaveBeenCalledWith('essay');
  });

  it('deletes the file, its conversion and the answer in one call', async () => {
    const { api, calls } = fakeApi([]);
    await createDocumentClient({ api, saveAnswers: async () => {} }).remove('essay');
    expect(calls).toEqual(['delete']);
  });
});
