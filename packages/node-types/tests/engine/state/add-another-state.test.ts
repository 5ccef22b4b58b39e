// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_ADD_ANOTHER_BLOCKS } from '@admit/engine';
import type { PartnerConfig } from '@admit/node-types';
import { compileFormModel } from '@admit/node-types';
import { addAnotherCount, addBlock, canAddBlock, canRemoveBlock, removeBlock } from '@admit/engine';

const pages: PartnerConfig['pages'] = [
  {
    id: 'about',
    title: 'About You',
    step: 1,
    sections: [
      {
        id: 'family',
        title: 'Family',
        children: [
          {
            type: 'addAnother',
            buttonId: 'siblings',
            prefix: 'sibling_',
            children: [{ type: 'text', key: 'name', label: 'Name' }],
          },
          {
            type: 'addAnother',
            buttonId: 'jobs',
            prefix: 'job_',
            max: 3,
            children: [
              { type: 'text', key: 'title', label: 'Title' },
              { type: 'check', key: 'current', label: 'Current job' },
            ],
          },
          {
            type: 'addAnother',
            buttonId: 'pets',
            prefix: 'pet_',
            defaultCount: 2,
            children: [{ type: 'text', key: 'kind', label: 'Kind' }],
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
const loggedIn = { loggedIn: true };

describe('addAnotherCount', () => {
  it('defaults to one block (DEFAULT_NUM_COMPONENTS)', () => {
    expect(addAnotherCount(model, {}, 'siblings')).toBe(1);
  });

  it("uses the block's own default count", () => {
    expect(addAnotherCount(model, {}, 'pets')).toBe(2);
  });

  it('starts from the saved value', () => {
    expect(addAnotherCount(model, { siblings: 4 }, 'siblings')).toBe(4);
  });

  it('caps a saved value above the maximum', () => {
    expect(addAnotherCount(model, { jobs: 7 }, 'jobs')).toBe(3);
  });

  it('shows at least one block for a saved value below one', () => {
    expect(addAnotherCount(model, { siblings: 0 }, 'siblings')).toBe(1);
  });

  it('rejects an unknown button id with a clear message', () => {
    expect(() => addAnotherCount(model, {}, 'nope')).toThrow(
      'Unknown add-another button id "nope".',
    );
  });
});

describe('addBlock', () => {
  it('adds one block per click', () => {
    expect(addBlock(model, {}, 'siblings', loggedIn)).toEqual({ siblings: 2 });
  });

  it('adds to the saved value', () => {
    expect(addBlock(model, { siblings: 3 }, 'siblings', loggedIn)).toEqual({ siblings: 4 });
  });

  it('keeps the other counts', () => {
    expect(addBlock(model, { jobs: 2 }, 'siblings', loggedIn)).toEqual({ jobs: 2, siblings: 2 });
  });

  it('never goes above 10 blocks', () => {
    expect(addBlock(model, { siblings: 10 }, 'siblings', loggedIn)).toEqual({ siblings: 10 });
  });

  it('stops at 10 however many times it is clicked', () => {
    let counts = {};
    for (let click = 0; click < 15; click++) counts = addBlock(model, counts, 'siblings', loggedIn);
    expect(counts).toEqual({ siblings: MAX_ADD_ANOTHER_BLOCKS });
  });

  it("never goes above the block's own maximum", () => {
    expect(addBlock(model, { jobs: 3 }, 'jobs', loggedIn)).toEqual({ jobs: 3 });
  });

  it('changes nothing for a logged-out visitor', () => {
    const counts = { siblings: 1 };
    expect(addBlock(model, counts, 'siblings', { loggedIn: false })).toBe(counts);
  });
});

describe('canAddBlock', () => {
  it('allows a logged-in applicant below the maximum', () => {
    expect(canAddBlock(model, { jobs: 2 }, 'jobs', loggedIn)).toBe(true);
  });

  it('refuses at the maximum', () => {
    expect(canAddBlock(model, { jobs: 3 }, 'jobs', loggedIn)).toBe(false);
  });

  it('refuses a logged-out visitor', () => {
    expect(canAddBlock(model, {}, 'siblings', { loggedIn: false })).toBe(false);
  });
});

describe('removeBlock', () => {
  it('removes the last block and empties its answers', () => {
    expect(removeBlock(model, { jobs: 3 }, 'jobs', loggedIn)).toEqual({
      counts: { jobs: 2 },
      clear: { job_3_title: '', job_3_current: '' },
    });
  });

  it('keeps the blocks before it', () => {
    expect(removeBlock(model, { jobs: 2 }, 'jobs', loggedIn).clear).toEqual({
      job_2_title: '',
      job_2_current: '',
    });
  });

  it("never goes below the group's default count", () => {
    const counts = { pets: 2 };
    expect(removeBlock(model, counts, 'pets', loggedIn)).toEqual({ counts, clear: {} });
    expect(canRemoveBlock(model, { pets: 3 }, 'pets', loggedIn)).toBe(true);
  });

  it('changes nothing for a logged-out visitor', () => {
    const counts = { jobs: 2 };
    expect(canRemoveBlock(model, counts, 'jobs', { loggedIn: false })).toBe(false);
    expect(removeBlock(model, counts, 'jobs', { loggedIn: false }).counts).toBe(counts);
  });
});
