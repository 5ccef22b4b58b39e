import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@admit/engine';
import type { NodeOf } from '@admit/node-types';
import { createTestApp, testPartner, type TestApp } from './helpers/test-app.ts';

// Lookups touch no database: one backend is enough.
describe('GET /lookup/find', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  const find = (query: string) => t.app.inject({ method: 'GET', url: `/lookup/find?${query}` });

  it('finds high schools by a name prefix, at most 5, with id, text and sub_text', async () => {
    const response = await find('text=bayv&category=hs_ceeb&max_results=5');
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toEqual({
      id: '900001',
      text: 'SAMPLE Bayview High School',
      sub_text: 'Annapolis, Maryland',
    });
    const many = await find('text=sample&category=hs_ceeb&max_results=50');
    expect(many.json()).toHaveLength(5);
  });

  it("gives a school's detail with its id as the CEEB code a school block fills", async () => {
    expect((await find('id=900001&category=hs_ceeb')).json()).toMatchObject({
      name: 'SAMPLE Bayview High School',
      ceeb: '900001',
      zip: '21401',
    });
  });

  it('finds colleges by city', async () => {
    const response = await find('text=salisbury&category=college_ceeb&max_results=5');
    expect(response.json().map((r: { id: string }) => r.id)).toContain('990002');
  });

  it('completes US addresses from the ZIP dataset, search then detail', async () => {
    const [first] = (
      await find('text=12%20Main%20St%2021401&category=address&max_results=5')
    ).json();
    expect(first).toMatchObject({ text: '12 Main St', sub_text: 'Annapolis, Maryland 21401' });
    const detail = await find(`id=${first.id}&category=address`);
    expect(detail.json()).toMatchObject({
      address_line_1: '12 Main St',
      zip: '21401',
      country: 'USA',
    });
  });

  it('returns the full record of an id', async () => {
    const response = await find('id=900002&category=hs_ceeb');
    expect(response.json()).toMatchObject({
      name: 'SAMPLE Chesapeake Ridge High School',
      city: 'Easton',
      state: 'Maryland',
      zip: '21601',
    });
  });

  it('gives a school the record of a high school chosen from the list, the CEEB code included', async () => {
    // The school block's name search fills its parts from the record's fields (spec: "School
    // block: name (search), address, city, state, zip, ceeb code, optionally country").
    const { model } = await testPartner();
    const search = model.fields.find(
      (field) => field.part?.block === 'school' && field.node.type === 'lookup',
    )!;
    const node = search.node as NodeOf<'lookup'>;
    expect(node.type === 'lookup' && node.category).toBe('hs_ceeb');
    const fills = node.type === 'lookup' ? (node.fills ?? {}) : {};
    const parts = model.fields.filter((field) => field.part?.blockId === search.part!.blockId);
    expect(Object.values(fills).sort()).toEqual(
      parts
        .filter((part) => part.key !== search.key)
        .map((part) => part.key)
        .sort(),
    );
    const record = (await find('id=900001&category=hs_ceeb')).json();
    for (const field of Object.keys(fills)) expect(record[field], field).toMatch(/\S/);
    expect(record.ceeb).toBe('900001');
  });

  it('answers an empty list for an unknown category, an unknown id and an address without a place', async () => {
    expect((await find('text=x&category=nothing')).json()).toEqual([]);
    expect((await find('id=nope&category=hs_ceeb')).json()).toEqual([]);
    expect((await find('text=1 Main St&category=address')).json()).toEqual([]);
    expect((await find('text=bayview')).json()).toEqual([]);
    expect((await find('text=bayview&category=hs_ceeb&max_results=lots')).json()).toHaveLength(1);
  });

  it('parses quoted CSV cells', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi"""\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
  });
});
