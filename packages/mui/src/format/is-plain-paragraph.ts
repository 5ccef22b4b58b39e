/**
 * Text with nothing markdown would change: no markup characters, entities, blank lines or list
 * and heading markers. react-markdown renders it as one paragraph of the same text.
 */
export const isPlainParagraph = (text: string): boolean =>
  !/[*_`#>[\]<&\\|~!]|\n\s*\n|^\s*([-+]|\d+[.)])\s/m.test(text) && text.trim() !== '';
