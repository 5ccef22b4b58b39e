import { describe, expect, it } from 'vitest';
import { closestId } from '../../src/languages/closest-id.ts';

const IDS = [
  'pages/start.json#/sections/personal/children/family_name/label',
  'pages/start.json#/sections/personal/children/first_name/label',
  'pages/next.json#/sections/personal/children/last_name/label',
  'partner.json#/banners/submitted/title',
];

describe('closestId', () => {
  it('names the id of the same file with the fewest changes', () => {
    expect(closestId('pages/start.json#/sections/personal/children/famly_name/label', IDS)).toBe(
      'pages/start.json#/sections/personal/children/family_name/label',
    );
    expect(closestId('pages/start.json#/sections/personal/children/frist_name/label', IDS)).toBe(
      'pages/start.json#/sections/personal/children/first_name/label',
    );
  });

  it('names none when every id of the file is far', () => {
    expect(closestId('pages/start.json#/sections/other/children/q/help', IDS)).toBeUndefined();
    expect(closestId('partner.json#/helpModal/title', IDS)).toBeUndefined();
  });

  it('names no id of another file', () => {
    expect(closestId('pages/other.json#/sections/personal/children/last_name/label', IDS)).toBe(
      undefined,
    );
  });
});
