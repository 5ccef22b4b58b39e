// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import type { PartnerConfig } from '@admit/node-types';
import { compileFormModel } from '@admit/node-types';
import {
  isPrintHeading,
  printApplication,
  printItemsOf,
  printProjection,
  type PrintContext,
  type PrintEntry,
  type PrintItem,
} from '@admit/engine';
import { printRadioLayout } from '../../../src/radio/radio-print.ts';

const optionLists: PartnerConfig['optionLists'] = {
  countries: [
    { label: 'United States', value: 'USA' },
    { label: 'Canada', value: 'CAN' },
  ],
  states_provinces: [{ label: 'Maryland', value: 'Maryland' }],
};

/** A model of `pages` with this file's option lists. */
const modelOfPages = (pages: PartnerConfig['pages']) =>
  compileFormModel({ partner: {} as PartnerConfig['partner'], dataModel: {}, optionLists, pages });

type Page = PartnerConfig['pages'][number];

/** Page `about` ("About You", step 1) holding `sections`. */
const aboutPage = (sections: Page['sections']): Page => ({
  id: 'about',
  title: 'About You',
  step: 1,
  sections,
});

/** A one-page model whose only section holds `children`. */
const modelOf = (children: Node[]) =>
  modelOfPages([aboutPage([{ id: 'main', title: 'Main', children }])]);

/** The items and headings of page `about` for `children` and the given context. */
const entriesOf = (children: Node[], ctx: PrintContext): PrintEntry[] =>
  printProjection(modelOf(children), ctx, 'about').sections.flatMap((s) => s.items);

/** The items (questions) of page `about` for `children` and the given context. */
const itemsOf = (children: Node[], ctx: PrintContext): PrintItem[] =>
  printItemsOf([printProjection(modelOf(children), ctx, 'about')]);

const displays = (children: Node[], ctx: PrintContext) =>
  itemsOf(children, ctx).map((i) => i.display);

const gender: Node = {
  type: 'select',
  key: 'gender',
  label: 'Gender',
  options: [
    { label: 'Female', value: 'F' },
    { label: 'Male', value: 'M' },
  ],
};

describe('printProjection: choices', () => {
  it('prints a select as its _desc answer', () => {
    expect(itemsOf([gender], { answers: { gender: 'F', gender_desc: 'Woman' } })).toEqual([
      { key: 'gender', label: 'Gender', display: 'Woman', kind: 'select' },
    ]);
  });

  it("prints a select without _desc as its option's label", () => {
    expect(displays([gender], { answers: { gender: 'M' } })).toEqual(['Male']);
  });

  it('prints a select value that has no option as the value itself', () => {
    expect(displays([gender], { answers: { gender: 'X' } })).toEqual(['X']);
  });

  const military: Node = {
    type: 'radio',
    key: 'military',
    label: 'Military',
    options: [
      { label: 'Yes', value: 'Y' },
      { label: 'No', value: 'N' },
    ],
  };

  it('prints a radio as every option, the chosen one marked, side by side for two options', () => {
    expect(itemsOf([military], { answers: { military: 'Y', military_desc: 'Yes' } })).toEqual([
      {
        key: 'military',
        label: 'Military',
        display: '(X) Yes  ( ) No',
        kind: 'radio',
        choices: [
          { label: 'Yes', marker: '(X)', chosen: true },
          { label: 'No', marker: '( )', chosen: false },
        ],
        layout: 'row',
      },
    ]);
  });

  it('prints the options of a radio with more than two in columns', () => {
    const status: Node = {
      type: 'radio',
      key: 'status',
      label: 'Status',
      options: [
        { label: 'Single', value: 'S' },
        { label: 'Married', value: 'M' },
        { label: 'Other', value: 'O' },
      ],
    };
    const [printed] = itemsOf([status], { answers: { status: 'O' } });
    expect(printed?.layout).toBe('columns');
    expect(printed?.display).toBe('( ) Single  ( ) Married  (X) Other');
  });

  it('leaves a blank option out of the options a radio prints', () => {
    const withBlank: Node = {
      type: 'radio',
      key: 'military',
      label: 'Military',
      options: [
        { label: '--', value: '' },
        { label: 'Yes', value: 'Y' },
        { label: 'No', value: 'N' },
      ],
    };
    expect(itemsOf([withBlank], { answers: { military: 'N' } })[0]).toMatchObject({
      display: '( ) Yes  (X) No',
      layout: 'row',
    });
  });

  it('prints a radio answer that is none of its options as its _desc, without options', () => {
    expect(itemsOf([military], { answers: { military: 'U', military_desc: 'Unknown' } })).toEqual([
      { key: 'military', label: 'Military', display: 'Unknown', kind: 'radio' },
    ]);
  });

  it('leaves out an unanswered radio', () => {
    expect(itemsOf([military], { answers: { military: '' } })).toEqual([]);
  });

  it("prints a dependent select without _desc as the label from its controller's list", () => {
    const nodes: Node[] = [
      { type: 'text', key: 'country_code', label: 'Country' },
      {
        type: 'dependentSelect',
        key: 'region',
        label: 'Region',
        controller: 'country_code',
        optionsByAnswer: { US: [{ label: 'East', value: 'E' }] },
      },
    ];
    expect(displays(nodes, { answers: { country_code: 'US', region: 'E' } })).toEqual([
      'US',
      'East',
    ]);
  });

  it('prints the content a radio choice swaps in after the radio', () => {
    const radio: Node = {
      type: 'radio',
      key: 'ged_toggle',
      label: 'GED?',
      options: [
        { label: 'Yes', value: 'Y' },
        { label: 'No', value: 'N' },
      ],
      contentByValue: { Y: [{ type: 'text', key: 'ged_year', label: 'GED year' }] },
    };
    expect(
      displays([radio], { answers: { ged_toggle: 'Y', ged_toggle_desc: 'Yes', ged_year: '2020' } }),
    ).toEqual(['(X) Yes  ( ) No', '2020']);
  });
});

describe('printProjection: check boxes', () => {
  const sms: Node = { type: 'check', key: 'optin_sms_ind', label: 'Text me updates' };

  it('prints a ticked check as [X]', () => {
    expect(itemsOf([sms], { answers: { optin_sms_ind: true } })).toEqual([
      { key: 'optin_sms_ind', label: 'Text me updates', display: '[X]', kind: 'check' },
    ]);
  });

  it('leaves out an unticked single check', () => {
    expect(itemsOf([sms], { answers: { optin_sms_ind: false } })).toEqual([]);
  });

  const race: Node = {
    type: 'checkboxGroup',
    id: 'race',
    label: 'Race',
    items: [
      { key: 'race_asian', label: 'Asian' },
      { key: 'race_black', label: 'Black' },
      { key: 'race_white', label: 'White' },
    ],
  };

  it('prints a checkbox group as one item listing every box', () => {
    expect(itemsOf([race], { answers: { race_asian: true, race_white: false } })).toEqual([
      {
        key: 'race',
        label: 'Race',
        display: '[X] Asian  [ ] Black  [ ] White',
        kind: 'checkboxGroup',
        choices: [
          { label: 'Asian', marker: '[X]', chosen: true },
          { label: 'Black', marker: '[ ]', chosen: false },
          { label: 'White', marker: '[ ]', chosen: false },
        ],
        layout: 'list',
      },
    ]);
  });

  it('leaves out a checkbox group with no box ticked', () => {
    expect(itemsOf([race], { answers: { race_asian: false } })).toEqual([]);
  });

  it('prints a ticked confirm and the content shown after it', () => {
    const confirm: Node = {
      type: 'confirm',
      key: 'residency_confirmed',
      mode: 'checkbox',
      label: 'I have read this',
      before: [{ type: 'markdown', id: 'intro', markdown: 'Please read.' }],
      after: [{ type: 'text', key: 'residency_county', label: 'County' }],
    };
    expect(
      displays([confirm], { answers: { residency_confirmed: true, residency_county: 'Howard' } }),
    ).toEqual(['[X]', 'Howard']);
  });
});

describe('printProjection: address and school', () => {
  const home: Node = { type: 'address', id: 'home', label: 'Permanent Address' };
  const full = {
    address_line_1: '1 Main St',
    address_line_2: 'Apt 2',
    city: 'Towson',
    state: 'Maryland',
    zip: '21204',
    country: 'USA',
  };

  it('prints an address as one line of text', () => {
    expect(itemsOf([home], { answers: full })).toEqual([
      {
        key: 'home',
        label: 'Permanent Address',
        display: '1 Main St, Apt 2, Towson, Maryland 21204, United States',
        kind: 'address',
      },
    ]);
  });

  it('prints the country _desc when it is saved', () => {
    expect(displays([home], { answers: { ...full, country_desc: 'USA (United States)' } })).toEqual(
      ['1 Main St, Apt 2, Towson, Maryland 21204, USA (United States)'],
    );
  });

  it('skips the empty parts of an address', () => {
    expect(
      displays([home], {
        answers: { address_line_1: '1 Main St', city: 'Toronto', country: 'CAN' },
      }),
    ).toEqual(['1 Main St, Toronto, Canada']);
  });

  it('includes the county of an address that asks for it', () => {
    const withCounty: Node = { type: 'address', id: 'home', county: true };
    expect(displays([withCounty], { answers: { ...full, county: 'Baltimore County' } })).toEqual([
      '1 Main St, Apt 2, Towson, Baltimore County, Maryland 21204, United States',
    ]);
  });

  it('labels an address without a heading "Address"', () => {
    const mailing: Node = { type: 'address', id: 'mailing', prefix: 'mailing_' };
    expect(itemsOf([mailing], { answers: { mailing_city: 'Towson' } })).toEqual([
      { key: 'mailing', label: 'Address', display: 'Towson', kind: 'address' },
    ]);
  });

  it('leaves out an address with no answered part', () => {
    expect(itemsOf([home], { answers: {} })).toEqual([]);
  });

  const school: Node = {
    type: 'school',
    id: 'high_school',
    label: 'High School',
    prefix: 'hs_',
    category: 'hs_ceeb',
  };

  it('prints a school as "name (Ceeb: code)"', () => {
    expect(itemsOf([school], { answers: { hs_name: 'Lincoln High', hs_ceeb: '210123' } })).toEqual([
      {
        key: 'high_school',
        label: 'High School',
        display: 'Lincoln High (Ceeb: 210123)',
        kind: 'school',
      },
    ]);
  });

  it('prints just the name of a school without a code', () => {
    expect(displays([school], { answers: { hs_name: 'Home Study Academy' } })).toEqual([
      'Home Study Academy',
    ]);
  });

  it('prints the name and code of a school alone, and its address parts as their own answers', () => {
    const answers = {
      hs_name: 'Lincoln High',
      hs_ceeb: '210123',
      hs_address_line_1: '5 School Rd',
      hs_city: 'Towson',
      hs_state: 'Maryland',
      hs_zip: '21204',
    };
    expect(itemsOf([school], { answers })).toEqual([
      {
        key: 'high_school',
        label: 'High School',
        display: 'Lincoln High (Ceeb: 210123)',
        kind: 'school',
      },
      { key: 'hs_address_line_1', label: 'Address', display: '5 School Rd', kind: 'text' },
      { key: 'hs_city', label: 'City', display: 'Towson', kind: 'text' },
      { key: 'hs_state', label: 'State/Province', display: 'Maryland', kind: 'select' },
      { key: 'hs_zip', label: 'ZIP/Postal Code', display: '21204', kind: 'text' },
    ]);
  });

  it("prints a school's country, when it asks for one, with the option's label", () => {
    const withCountry: Node = { ...school, country: true } as Node;
    expect(
      itemsOf([withCountry], { answers: { hs_name: 'Lincoln High', hs_country: 'CAN' } }),
    ).toEqual([
      { key: 'high_school', label: 'High School', display: 'Lincoln High', kind: 'school' },
      { key: 'hs_country', label: 'Country', display: 'Canada', kind: 'select' },
    ]);
  });
});

describe('printProjection: documents', () => {
  const upload: Node = { type: 'file', key: 'ward_doc_upload', label: 'Court document' };

  it('prints an uploaded document as Document attached for "<key>"', () => {
    const documents = { ward_doc_upload: { file_name: 'order.pdf', file_size: 1200 } };
    expect(itemsOf([upload], { answers: {}, documents })).toEqual([
      {
        key: 'ward_doc_upload',
        label: 'Court document',
        display: 'Document attached for "ward_doc_upload"',
        kind: 'file',
      },
    ]);
  });

  it('says next to an image-only scan that a screen reader reads none of it', () => {
    const documents = {
      ward_doc_upload: { file_name: 'scan.pdf', file_size: 1200, image_only: true },
    };
    expect(displays([upload], { answers: {}, documents })).toEqual([
      'Document attached for "ward_doc_upload" (Image-only scan: no text a screen reader can read)',
    ]);
  });

  it('prints a converted document (answer ANSWERED) the same way', () => {
    expect(displays([upload], { answers: { ward_doc_upload: 'ANSWERED' } })).toEqual([
      'Document attached for "ward_doc_upload"',
    ]);
  });

  it('leaves out a hidden file question even when its document is still listed', () => {
    const hidden: Node = {
      ...upload,
      visibleWhen: { valueKey: 'ward', operator: 'equals', target: 'Y' },
    };
    const documents = { ward_doc_upload: { file_name: 'order.pdf', file_size: 1200 } };
    expect(itemsOf([hidden], { answers: { ward: 'N' }, documents })).toEqual([]);
  });

  it('leaves out a file question without a document', () => {
    expect(itemsOf([upload], { answers: {} })).toEqual([]);
  });
});

describe('printProjection: what is left out', () => {
  it('leaves out a hidden question even when it still holds an answer', () => {
    const nodes: Node[] = [
      gender,
      {
        type: 'text',
        key: 'pronoun',
        label: 'Pronoun',
        visibleWhen: { valueKey: 'gender', operator: 'equals', target: 'M' },
      },
    ];
    expect(displays(nodes, { answers: { gender: 'F', pronoun: 'he' } })).toEqual(['Female']);
  });

  it('prints a shown conditional question', () => {
    const nodes: Node[] = [
      gender,
      {
        type: 'text',
        key: 'pronoun',
        label: 'Pronoun',
        visibleWhen: { valueKey: 'gender', operator: 'equals', target: 'M' },
      },
    ];
    expect(displays(nodes, { answers: { gender: 'M', pronoun: 'he' } })).toEqual(['Male', 'he']);
  });

  it('leaves out unanswered questions', () => {
    const nodes: Node[] = [
      { type: 'text', key: 'first_name', label: 'First Name' },
      { type: 'text', key: 'middle_name', label: 'Middle Name' },
    ];
    expect(
      itemsOf(nodes, { answers: { first_name: 'Ada', middle_name: '' } }).map((i) => i.key),
    ).toEqual(['first_name']);
  });

  it('leaves out a question marked hideInPrint', () => {
    const nodes: Node[] = [{ type: 'text', key: 'ssn', label: 'SSN', hideInPrint: true }];
    expect(itemsOf(nodes, { answers: { ssn: '123-45-6789' } })).toEqual([]);
  });

  it('leaves out a checkbox group marked hideInPrint', () => {
    const nodes: Node[] = [
      {
        type: 'checkboxGroup',
        id: 'race',
        label: 'Race',
        hideInPrint: true,
        items: [{ key: 'race_asian', label: 'Asian' }],
      },
    ];
    expect(itemsOf(nodes, { answers: { race_asian: true } })).toEqual([]);
  });

  it('leaves out an address marked hideInPrint', () => {
    const nodes: Node[] = [{ type: 'address', id: 'home', hideInPrint: true }];
    expect(itemsOf(nodes, { answers: { city: 'Towson' } })).toEqual([]);
  });

  it('never prints a password', () => {
    const nodes: Node[] = [
      { type: 'text', key: 'portal_password', label: 'Password', inputType: 'password' },
      { type: 'text', key: 'pin', label: 'PIN', category: 'password' },
      { type: 'text', key: 'first_name', label: 'First Name' },
    ];
    expect(
      itemsOf(nodes, {
        answers: { portal_password: 'Harbor-2031', pin: '1234', first_name: 'Ada' },
      }),
    ).toEqual([{ key: 'first_name', label: 'First Name', display: 'Ada', kind: 'text' }]);
  });

  it('leaves out markdown', () => {
    const nodes: Node[] = [
      { type: 'markdown', id: 'note', markdown: 'Read this.' },
      { type: 'text', key: 'first_name', label: 'First Name' },
    ];
    expect(itemsOf(nodes, { answers: { first_name: 'Ada' } }).map((i) => i.key)).toEqual([
      'first_name',
    ]);
  });

  it('leaves out sections without printed items', () => {
    const model = modelOfPages([
      aboutPage([
        {
          id: 'personal',
          title: 'Personal',
          children: [{ type: 'text', key: 'first_name', label: 'First Name' }],
        },
        {
          id: 'religion',
          title: 'Religion',
          children: [{ type: 'text', key: 'religious_affiliation', label: 'Religion' }],
        },
      ]),
    ]);
    expect(printProjection(model, { answers: { first_name: 'Ada' } }, 'about')).toEqual({
      pageId: 'about',
      title: 'About You',
      step: 1,
      heading: 'Step 1: About You',
      sections: [
        {
          id: 'personal',
          title: 'Personal',
          items: [{ key: 'first_name', label: 'First Name', display: 'Ada', kind: 'text' }],
        },
      ],
    });
  });
});

describe('printProjection: add-another and tabs', () => {
  const siblings: Node = {
    type: 'addAnother',
    buttonId: 'siblings',
    prefix: 'sibling_',
    children: [{ type: 'text', key: 'name', label: 'Sibling name' }],
  };
  const answers = { sibling_name: 'Ann', sibling_2_name: 'Bob' };

  it('prints only the first block at the default count', () => {
    expect(itemsOf([siblings], { answers })).toEqual([
      { key: 'sibling_name', label: 'Sibling name', display: 'Ann', kind: 'text' },
    ]);
  });

  it('prints block 2, labelled " (2)", once the count is 2', () => {
    expect(itemsOf([siblings], { answers, addAnother: { siblings: 2 } })).toEqual([
      { key: 'sibling_name', label: 'Sibling name', display: 'Ann', kind: 'text' },
      { key: 'sibling_2_name', label: 'Sibling name (2)', display: 'Bob', kind: 'text' },
    ]);
  });

  const proof: Node = {
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
        label: 'Write',
        children: [{ type: 'text', key: 'proof_essay', label: 'Explain' }],
      },
    ],
  };
  const tabAnswers = { proof_doc: 'ANSWERED', proof_essay: 'I live here.' };

  it('prints only the default tab when none is chosen', () => {
    expect(itemsOf([proof], { answers: tabAnswers }).map((i) => i.key)).toEqual(['proof_doc']);
  });

  it('prints only the chosen tab', () => {
    expect(
      itemsOf([proof], { answers: tabAnswers, tabs: { proof: 'essay' } }).map((i) => i.key),
    ).toEqual(['proof_essay']);
  });
});

describe('printProjection: pages', () => {
  const model = modelOfPages([
    aboutPage([
      {
        id: 'personal',
        title: 'Personal',
        children: [{ type: 'text', key: 'first_name', label: 'First Name' }],
      },
    ]),
    {
      id: 'education',
      title: 'Your Academics',
      step: 2,
      sections: [
        { id: 'gpa', title: 'GPA', children: [{ type: 'text', key: 'hs_gpa', label: 'GPA' }] },
      ],
    },
  ]);

  it('projects only the requested page', () => {
    expect(
      printProjection(
        model,
        { answers: { first_name: 'Ada', hs_gpa: '3.9' } },
        'education',
      ).sections.flatMap((s) => s.items.map((i) => i.key)),
    ).toEqual(['hs_gpa']);
  });

  it('rejects an unknown page id with a clear message', () => {
    expect(() => printProjection(model, { answers: {} }, 'nope')).toThrow(
      'Unknown page id "nope".',
    );
  });

  it('printApplication projects every page in step order', () => {
    expect(
      printApplication(model, { answers: { first_name: 'Ada', hs_gpa: '3.9' } }).map((p) => [
        p.pageId,
        p.title,
        p.sections.length,
      ]),
    ).toEqual([
      ['about', 'About You', 1],
      ['education', 'Your Academics', 1],
    ]);
  });
});

describe('printProjection: headings', () => {
  const sat: Node = {
    type: 'group',
    id: 'sat',
    title: 'SAT',
    children: [
      { type: 'text', key: 'sat_math', label: 'Math' },
      {
        type: 'group',
        id: 'sat_plans',
        title: 'Plans',
        children: [{ type: 'text', key: 'sat_plan', label: 'Plan' }],
      },
    ],
  };

  it('prints the title of a group before its items', () => {
    expect(entriesOf([sat], { answers: { sat_math: '700' } })).toEqual([
      { kind: 'heading', key: 'sat', label: 'SAT', level: 1 },
      { key: 'sat_math', label: 'Math', display: '700', kind: 'text' },
    ]);
  });

  it('prints the title of a group inside a group one level down', () => {
    expect(
      entriesOf([sat], { answers: { sat_plan: 'June' } }).map((e) =>
        isPrintHeading(e) ? `${e.level}:${e.label}` : e.display,
      ),
    ).toEqual(['1:SAT', '2:Plans', 'June']);
  });

  it('leaves out the title of a group with nothing printed in it', () => {
    expect(entriesOf([sat], { answers: {} })).toEqual([]);
  });

  it('prints no heading for a group without a title', () => {
    const untitled: Node = {
      type: 'group',
      id: 'shared',
      children: [{ type: 'text', key: 'nickname', label: 'Nickname' }],
    };
    expect(entriesOf([untitled], { answers: { nickname: 'Addie' } })).toEqual([
      { key: 'nickname', label: 'Nickname', display: 'Addie', kind: 'text' },
    ]);
  });

  it('prints each block of a labelled add-another under its heading, labels without " (n)"', () => {
    const parents: Node = {
      type: 'addAnother',
      buttonId: 'parents',
      label: 'Parent/Guardian {n}',
      prefix: 'parent_',
      children: [{ type: 'text', key: 'first_name', label: 'First Name' }],
    };
    expect(
      entriesOf([parents], {
        answers: { parent_first_name: 'Ann', parent_2_first_name: 'Bob' },
        addAnother: { parents: 2 },
      }),
    ).toEqual([
      { kind: 'heading', key: 'parents_1', label: 'Parent/Guardian 1', level: 1 },
      { key: 'parent_first_name', label: 'First Name', display: 'Ann', kind: 'text' },
      { kind: 'heading', key: 'parents_2', label: 'Parent/Guardian 2', level: 1 },
      { key: 'parent_2_first_name', label: 'First Name', display: 'Bob', kind: 'text' },
    ]);
  });

  it("prints a tab set's label before the chosen tab's items", () => {
    const proof: Node = {
      type: 'tabs',
      tabId: 'proof',
      label: 'Proof of residence',
      defaultTab: 'essay',
      tabs: [
        {
          value: 'essay',
          label: 'Write',
          children: [{ type: 'text', key: 'proof_essay', label: 'Explain' }],
        },
      ],
    };
    expect(entriesOf([proof], { answers: { proof_essay: 'I live here.' } })).toEqual([
      { kind: 'heading', key: 'proof', label: 'Proof of residence', level: 1 },
      { key: 'proof_essay', label: 'Explain', display: 'I live here.', kind: 'text' },
    ]);
  });

  it('printItemsOf lists the questions of every page without the headings', () => {
    const pages = [printProjection(modelOf([sat]), { answers: { sat_plan: 'June' } }, 'about')];
    expect(printItemsOf(pages).map((i) => i.key)).toEqual(['sat_plan']);
  });
});

describe('printProjection: page headings', () => {
  it('heads a page "Step <n>: <title>" and gives it no sections when nothing is answered', () => {
    const page = printProjection(
      modelOf([{ type: 'text', key: 'first_name', label: 'First Name' }]),
      { answers: {} },
      'about',
    );
    expect([page.heading, page.step, page.sections]).toEqual(['Step 1: About You', 1, []]);
  });
});

describe('printRadioLayout', () => {
  it('uses a row for two options', () => {
    expect(printRadioLayout(2)).toBe('row');
  });

  it('uses columns for more than two options', () => {
    expect(printRadioLayout(3)).toBe('columns');
  });
});
