import { describe, expect, it } from 'vitest';
import {
  comparePointers,
  nearestPointer,
  pointerToken,
  splitPagePointer,
} from '../../src/config/json-pointer.ts';

describe('json pointers', () => {
  it('escapes "~" and "/" in a token', () => {
    expect(pointerToken('a/b~c')).toBe('a~1b~0c');
  });

  it('orders array indexes numerically', () => {
    expect(
      ['/pages/10', '/pages/2', '/dataModel/x', '/pages/2/sections'].sort(comparePointers),
    ).toEqual(['/dataModel/x', '/pages/2', '/pages/2/sections', '/pages/10']);
  });

  it('falls back to the nearest ancestor that exists', () => {
    const doc = { pages: [{ sections: [{ children: [{ type: 'address' }] }] }] };
    expect(nearestPointer(doc, '/pages/0/sections/0/children/0/parts/city')).toBe(
      '/pages/0/sections/0/children/0',
    );
  });

  it('splits a page pointer into the page and the pointer inside its file', () => {
    expect(splitPagePointer('/pages/3/sections/1')).toEqual({
      pageIndex: 3,
      inPage: '/sections/1',
    });
    expect(splitPagePointer('/dataModel/x')).toBeUndefined();
  });
});
