import { describe, expect, it } from 'vitest';
import { contrastRatio, parseCssColour, relativeLuminance } from '../../src/index.ts';

const ratio = (text: string, background: string) =>
  Number(contrastRatio(parseCssColour(text)!, parseCssColour(background)!).toFixed(2));

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(ratio('#000', '#ffffff')).toBe(21);
    expect(ratio('#1F4E8C', '#1f4e8c')).toBe(1);
  });

  it('matches WCAG figures for greys', () => {
    expect(ratio('#767676', '#fff')).toBe(4.54);
    expect(ratio('#777777', '#fff')).toBe(4.48);
  });

  it('blends a translucent text over its background first', () => {
    expect(ratio('rgba(0, 0, 0, 0.6)', '#ffffff')).toBe(ratio('#666666', '#ffffff'));
  });
});

describe('parseCssColour', () => {
  it('reads hex and rgb() forms as MUI does and refuses others', () => {
    // MUI reads a hex alpha to three decimals (0x88 / 255 = 0.5333…).
    expect(parseCssColour('#0f08')).toEqual({ r: 0, g: 255, b: 0, a: 0.533 });
    expect(parseCssColour(' rgb(1, 2, 3) ')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseCssColour('rgba(0, 0, 0, 0.87)')).toEqual({ r: 0, g: 0, b: 0, a: 0.87 });
    expect(parseCssColour('red')).toBeUndefined();
    expect(parseCssColour('rgb(300, 0, 0)')).toBeUndefined();
    expect(parseCssColour('rgb(50%, 0%, 0%)')).toBeUndefined();
    expect(parseCssColour('hsl(200, 60%, 30%)')).toBeUndefined();
    expect(parseCssColour('#12345')).toBeUndefined();
  });

  it('computes relative luminance per WCAG', () => {
    expect(relativeLuminance(parseCssColour('#ffffff')!)).toBe(1);
    expect(relativeLuminance(parseCssColour('#000000')!)).toBe(0);
  });
});
