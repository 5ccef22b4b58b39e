// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PartnerConfig } from '@admit/node-types';
import { compileFormModel } from '@admit/node-types';
import { MISSING_ITEMS_TEXT, MISSING_ITEMS_TITLE, missingItems } from '@admit/engine';

const pages: PartnerConfig['pages'] = [
  {
    id: 'about',
    title: 'About You',
    step: 1,
    sections: [
      {
        id: 'personal',
        title: 'Personal',
        children: [
          { type: 'text', key: 'first_name', label: 'First Name', required: true },
          {
            type: 'checkboxGroup',
            id: 'race',
            label: 'Race',
            required: true,
            requiredMessage: 'Please choose at least one race.',
            items: [
              { key: 'race_asian', label: 'Asian' },
              { key: 'race_white', label: 'White' },
            ],
          },
          {
            type: 'address',
            id: 'home',
            label: 'Home Address',
            parts: { city: { label: 'Town' } },
          },
        ],
      },
    ],
  },
  {
    id: 'final-steps',
    title: 'Final Steps',
    step: 3,
    sections: [
      {
        id: 'legal',
        title: 'Legal',
        children: [{ type: 'check', key: 'legal_agree', label: 'I agree' }],
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

describe('missingItems', () => {
  it('is empty while started', () => {
    expect(
      missingItems(
        model,
        [{ key: 'first_name', pageId: 'about', message: 'First Name' }],
        'started',
      ),
    ).toEqual([]);
  });

  it('is empty once submitted', () => {
    expect(
      missingItems(
        model,
        [{ key: 'first_name', pageId: 'about', message: 'First Name' }],
        'submitted',
      ),
    ).toEqual([]);
  });

  it('is empty with no status', () => {
    expect(
      missingItems(model, [{ key: 'first_name', pageId: 'about', message: 'First Name' }], 'none'),
    ).toEqual([]);
  });

  it('links a question to its page anchor while validating', () => {
    expect(
      missingItems(
        model,
        [{ key: 'first_name', pageId: 'about', message: 'Your first name' }],
        'validating',
      ),
    ).toEqual([
      {
        pageId: 'about',
        key: 'first_name',
        label: 'First Name',
        message: 'Your first name',
        href: '/about#first_name',
      },
    ]);
  });

  it('labels a checkbox group with the group label and links its id', () => {
    const [item] = missingItems(
      model,
      [{ key: 'race', pageId: 'about', message: 'Please choose at least one race.' }],
      'validating',
    );
    expect(item).toMatchObject({ label: 'Race', href: '/about#race' });
  });

  it('labels an address part with the part label', () => {
    const [item] = missingItems(
      model,
      [{ key: 'city', pageId: 'about', message: 'City is required' }],
      'validating',
    );
    expect(item).toMatchObject({ label: 'Town', href: '/about#city' });
  });

  it('uses the default part label when the block does not override it', () => {
    const [item] = missingItems(
      model,
      [{ key: 'address_line_2', pageId: 'about', message: 'Apt. #' }],
      'validating',
    );
    expect(item?.label).toBe('Apt. #');
  });

  it('keeps one item per key, with the first message', () => {
    const items = missingItems(
      model,
      [
        { key: 'first_name', pageId: 'about', message: 'First' },
        { key: 'first_name', pageId: 'about', message: 'Second' },
      ],
      'validating',
    );
    expect(items.map((i) => i.message)).toEqual(['First']);
  });

  it('keeps the order of the problems across pages', () => {
    const items = missingItems(
      model,
      [
        { key: 'legal_agree', pageId: 'final-steps', message: 'I agree' },
        { key: 'first_name', pageId: 'about', message: 'First Name' },
      ],
      'validating',
    );
    expect(items.map((i) => i.href)).toEqual(['/final-steps#legal_agree', '/about#first_name']);
  });

  it('falls back to the message for a key the model does not know', () => {
    const [item] = missingItems(
      model,
      [{ key: 'mystery', pageId: 'about', message: 'Something is missing' }],
      'validating',
    );
    expect(item?.label).toBe('Something is missing');
  });
});

describe('missingItems: a label that repeats on a page', () => {
  const repeated = compileFormModel({
    partner: {},
    dataModel: {},
    optionLists: {},
    pages: [
      {
        id: 'about',
        title: 'About You',
        step: 1,
        sections: [
          {
            id: 'personal',
            title: 'Personal Information',
            children: [
              { type: 'text', key: 'first_name', label: 'First Name' },
              { type: 'text', key: 'email_address', label: 'Email Address' },
            ],
          },
          {
            id: 'address',
            title: 'Address',
            children: [
              { type: 'address', id: 'permanent_address', label: 'Permanent Address' },
              {
                type: 'address',
                id: 'mailing_address',
                label: 'Mailing Address',
                prefix: 'mailing_',
              },
            ],
          },
          {
            id: 'parents',
            title: 'Parents and Guardians',
            children: [
              {
                type: 'addAnother',
                buttonId: 'parents',
                label: 'Parent/Guardian {n}',
                prefix: 'parent_',
                max: 2,
                children: [
                  { type: 'text', key: 'first_name', label: 'First Name' },
                  {
                    type: 'address',
                    id: 'parent_address',
                    label: 'Parent/Guardian Address',
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'education',
        title: 'Your Academics',
        step: 2,
        sections: [
          {
            id: 'counselor',
            title: 'Counselor',
            children: [{ type: 'text', key: 'counselor_first_name', label: 'First Name' }],
          },
        ],
      },
    ],
  } as unknown as PartnerConfig);
  const labels = (pageId: string, keys: string[]) =>
    missingItems(
      repeated,
      keys.map((key) => ({ key, pageId, message: key })),
      'validating',
    ).map((item) => item.label);

  it('tells apart the street address of the permanent and of the mailing address', () => {
    expect(labels('about', ['address_line_1', 'mailing_address_line_1'])).toEqual([
      'Street Address (Permanent Address)',
      'Street Address (Mailing Address)',
    ]);
  });

  it('names the add-another block of a repeated label, and more titles where one is not enough', () => {
    expect(
      labels('about', [
        'first_name',
        'parent_first_name',
        'parent_2_first_name',
        'parent_address_line_1',
        'parent_2_address_line_1',
      ]),
    ).toEqual([
      'First Name (Personal Information)',
      'First Name (Parent/Guardian 1)',
      'First Name (Parent/Guardian 2)',
      'Street Address (Parent/Guardian 1, Parent/Guardian Address)',
      'Street Address (Parent/Guardian 2, Parent/Guardian Address)',
    ]);
  });

  it('leaves a label alone that is the only one of its kind on its page', () => {
    expect(labels('about', ['email_address'])).toEqual(['Email Address']);
    expect(labels('education', ['counselor_first_name'])).toEqual(['First Name']);
  });
});

describe('summary texts', () => {
  it('has the spec title', () => {
    expect(MISSING_ITEMS_TITLE).toBe("We're missing some information!");
  });

  it('has the spec text', () => {
    expect(MISSING_ITEMS_TEXT).toBe(
      'The links below show what needs to be completed. Missing items will appear in red text on each page; simply fix them and then resubmit your application.',
    );
  });
});
