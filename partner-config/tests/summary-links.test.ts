import { missingItems } from '@admit/engine';
import { describe, expect, it } from 'vitest';
import { model, validate } from './load-partner.ts';

/** The summary's links if every question and checkbox group of a page were missing. */
const everyLink = (pageId: string) => {
  const page = model.pages.find((p) => p.id === pageId)!;
  const keys = [...page.fields.map((f) => f.key), ...page.groups.map((g) => g.id)];
  return missingItems(
    model,
    keys.map((key) => ({ key, pageId, message: key })),
    'validating',
  );
};

// Spec section 2: "We're missing some information! with links to the missing items, in the form
// /<page>#<questionKey>". A link that reads like another on the same page does not say which.
describe('the missing-items summary of the bundled partner', () => {
  it.each(model.pages.map((page) => page.id))(
    'gives every question of page "%s" a link text of its own',
    (pageId) => {
      const texts = everyLink(pageId).map((item) => item.label);
      const repeated = texts.filter((text, i) => texts.indexOf(text) !== i);
      expect(repeated).toEqual([]);
    },
  );

  it('tells apart the street address of the permanent and of the mailing address', () => {
    const label = (key: string) =>
      everyLink(model.fieldsByKey.get(key)!.pageId).find((item) => item.key === key)!.label;
    expect(label('address_line_1')).toBe('Street Address (Permanent Address)');
    expect(label('mailing_address_line_1')).toBe('Street Address (Mailing Address)');
  });

  it('links with the label while the message beside the question says what to do', () => {
    const { problems } = validate({ answers: {} }, { today: new Date(2026, 10, 22) });
    const items = missingItems(model, problems, 'validating');
    const item = (key: string) => items.find((i) => i.key === key);
    expect(item('gender')).toMatchObject({ label: 'Gender', message: 'Select Gender' });
    expect(item('mailing_address_line_1')).toMatchObject({
      label: 'Street Address (Mailing Address)',
      message: 'Enter Street Address',
    });
    expect(item('entry_term')).toMatchObject({
      label: 'When do you plan to start at Chesapeake State?',
      message: 'When do you plan to start at Chesapeake State? Select an answer.',
    });
  });
});
