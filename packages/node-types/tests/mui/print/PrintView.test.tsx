import type { Answers } from '@admit/engine';
import type { Node } from '@admit/node-types';
import type { FormStoreData } from '@admit/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, TEST_PAGE_TITLE } from '../../../src/test-kit/render-page.tsx';

/** The staff view of a page holding `nodes`, with these answers (and documents). */
const printPage = (nodes: Node[], answers: Answers, more: Partial<FormStoreData> = {}) =>
  renderPage(nodes, { mode: 'print', initial: { answers, ...more } });

/** The printed questions, each as "label: answer". */
const printed = () =>
  [...document.querySelectorAll('.admit-print-field')].map((field) =>
    [...field.children].map((child) => child.textContent).join(': '),
  );

const noControls = () => {
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.queryByRole('radio')).toBeNull();
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
};

const yesNo = [
  { label: 'Yes', value: 'Y' },
  { label: 'No', value: 'N' },
];

describe('PrintView: text answers', () => {
  it('prints a text answer under its label, without an input', () => {
    printPage([{ type: 'text', key: 'first_name', label: 'First Name' }], { first_name: 'Ada' });
    expect(printed()).toEqual(['First Name: Ada']);
    noControls();
  });

  it('prints nothing for an empty answer', () => {
    printPage([{ type: 'text', key: 'first_name', label: 'First Name' }], { first_name: '' });
    expect(printed()).toEqual([]);
  });

  it('prints the stored date, text area, phone and lookup answers as they are', () => {
    printPage(
      [
        { type: 'text', key: 'birth_date', label: 'Date of Birth', inputType: 'date' },
        { type: 'text', key: 'essay', label: 'Essay', inputType: 'textarea' },
        { type: 'phone', key: 'phone_home', label: 'Home Phone' },
        { type: 'lookup', key: 'college', label: 'College', category: 'college_ceeb' },
      ],
      {
        birth_date: '2008-02-29',
        essay: 'My story\nin two lines',
        phone_home: '(410) 555-0142',
        college: 'Bay College',
      },
    );
    expect(printed()).toEqual([
      'Date of Birth: 2008-02-29',
      'Essay: My story\nin two lines',
      'Home Phone: (410) 555-0142',
      'College: Bay College',
    ]);
    noControls();
  });
});

describe('PrintView: choices', () => {
  it('prints a select as its stored _desc', () => {
    printPage([{ type: 'select', key: 'country', label: 'Country', options: 'countries' }], {
      country: 'USA',
      country_desc: 'USA (United States)',
    });
    expect(printed()).toEqual(['Country: USA (United States)']);
    noControls();
  });

  it('prints nothing for an unanswered select', () => {
    printPage([{ type: 'select', key: 'country', label: 'Country', options: 'countries' }], {});
    expect(printed()).toEqual([]);
  });

  it('prints two radio options in a row, the chosen one marked', () => {
    printPage([{ type: 'radio', key: 'suspended', label: 'Suspended', options: yesNo }], {
      suspended: 'N',
    });
    const list = screen.getByRole('list');
    expect(list.getAttribute('data-layout')).toBe('row');
    expect(within(list).getByText('(X) No').getAttribute('aria-current')).toBe('true');
    expect(within(list).getByText('( ) Yes').getAttribute('aria-current')).toBeNull();
    noControls();
  });

  it('prints more than two radio options in columns', () => {
    printPage(
      [
        {
          type: 'radio',
          key: 'suspended',
          label: 'Suspended',
          options: [...yesNo, { label: 'Unsure', value: 'U' }],
        },
      ],
      { suspended: 'U' },
    );
    expect(screen.getByRole('list').getAttribute('data-layout')).toBe('columns');
  });

  it('prints nothing for an unanswered radio', () => {
    printPage([{ type: 'radio', key: 'suspended', label: 'Suspended', options: yesNo }], {});
    expect(printed()).toEqual([]);
  });
});

describe('PrintView: check boxes', () => {
  it('prints a ticked check with [X] and leaves out an unticked one', () => {
    printPage(
      [
        { type: 'check', key: 'agree', label: 'I agree' },
        { type: 'check', key: 'optin', label: 'Send me texts' },
      ],
      { agree: true, optin: false },
    );
    expect(printed()).toEqual(['I agree: [X]']);
    noControls();
  });

  const race: Node = {
    type: 'checkboxGroup',
    id: 'race',
    label: 'Race',
    items: [
      { key: 'race_asian', label: 'Asian' },
      { key: 'race_white', label: 'White' },
    ],
  };

  it('prints [X] and [ ] markers for the boxes of a group, one per line', () => {
    printPage([race], { race_asian: true });
    expect(screen.getByRole('list').getAttribute('data-layout')).toBe('list');
    expect(screen.getByText('[X] Asian')).toBeTruthy();
    expect(screen.getByText('[ ] White')).toBeTruthy();
    noControls();
  });

  it('prints nothing for a group with no box ticked', () => {
    printPage([race], { race_asian: false });
    expect(printed()).toEqual([]);
  });
});

describe('PrintView: documents', () => {
  const upload: Node = { type: 'file', key: 'ward_doc_upload', label: 'Court documents' };

  it('prints that a document is attached', () => {
    printPage(
      [upload],
      {},
      { documents: { ward_doc_upload: { file_name: 'a.pdf', file_size: 1 } } },
    );
    expect(printed()).toEqual(['Court documents: Document attached for "ward_doc_upload"']);
    noControls();
  });

  it('prints the attachment from the ANSWERED answer alone', () => {
    printPage([upload], { ward_doc_upload: 'ANSWERED' });
    expect(screen.getByText('Document attached for "ward_doc_upload"')).toBeTruthy();
  });

  it('prints nothing without a document', () => {
    printPage([upload], {});
    expect(screen.queryByText(/Document attached/)).toBeNull();
  });
});

describe('PrintView: blocks', () => {
  it('prints an address as one line of text', () => {
    printPage([{ type: 'address', id: 'home', label: 'Permanent Address', prefix: '' }], {
      address_line_1: '1 Main St',
      address_line_2: 'Apt 2',
      city: 'Annapolis',
      state: 'Maryland',
      zip: '21401',
      country: 'USA',
    });
    expect(printed()).toEqual([
      'Permanent Address: 1 Main St, Apt 2, Annapolis, Maryland 21401, United States',
    ]);
    noControls();
  });

  it('prints a school as its name plus " (Ceeb: code)"', () => {
    printPage(
      [{ type: 'school', id: 'hs', label: 'High School', prefix: 'hs_', category: 'hs_ceeb' }],
      { hs_name: 'Bay High', hs_ceeb: '210001' },
    );
    expect(printed()).toEqual(['High School: Bay High (Ceeb: 210001)']);
  });

  it('prints the answered blocks of an add-another under their headings, with no button', () => {
    printPage(
      [
        {
          type: 'addAnother',
          buttonId: 'activities',
          label: 'Activity {n}',
          prefix: 'activity_',
          children: [{ type: 'text', key: 'name', label: 'Activity' }],
        },
      ],
      { activity_name: 'Robotics club', activity_2_name: 'Swim team' },
      { addAnother: { activities: 2 } },
    );
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Activity 1',
      'Activity 2',
    ]);
    expect(printed()).toEqual(['Activity: Robotics club', 'Activity: Swim team']);
    noControls();
  });

  it('prints the content of a confirmed confirm, not the content before it, without controls', () => {
    printPage(
      [
        {
          type: 'confirm',
          key: 'understood',
          mode: 'button',
          label: 'I understand',
          before: [{ type: 'text', key: 'before_note', label: 'Before' }],
          after: [{ type: 'text', key: 'after_note', label: 'After' }],
        },
      ],
      { understood: true, before_note: 'old', after_note: 'new' },
    );
    expect(printed()).toEqual(['I understand: [X]', 'After: new']);
    noControls();
  });

  it('heads a titled group one level below its section, nested groups a level further', () => {
    printPage(
      [
        {
          type: 'group',
          id: 'sat',
          title: 'SAT',
          children: [
            {
              type: 'group',
              id: 'sat_scores',
              title: 'Scores',
              children: [{ type: 'text', key: 'sat_math', label: 'Math' }],
            },
          ],
        },
      ],
      { sat_math: '700' },
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Main');
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('SAT');
    expect(screen.getByRole('heading', { level: 5 }).textContent).toBe('Scores');
  });
});

describe('PrintView: pages', () => {
  it('heads the page "Step <n>: <title>" and says when nothing on it is answered', () => {
    printPage([{ type: 'text', key: 'first_name', label: 'First Name' }], {});
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      `Step 1: ${TEST_PAGE_TITLE}`,
    );
    expect(screen.getByText('No answers on this page.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it("lists a section's questions as terms and their answers as definitions", () => {
    printPage([{ type: 'text', key: 'first_name', label: 'First Name' }], { first_name: 'Ada' });
    expect(screen.getByRole('term').textContent).toBe('First Name');
    expect(screen.getByRole('definition').textContent).toBe('Ada');
  });
});
