import { nearestPointer, type PartnerConfig, splitPagePointer } from '@admit/engine';

/**
 * Names a place of the assembled config for a message: `page "about" at /sections/0/children/1`
 * (the pointer inside the page's file), or the pointer itself outside pages.
 */
export function whereIs(config: PartnerConfig, pointer: string): string {
  const at = nearestPointer(config, pointer);
  const split = splitPagePointer(at);
  const page = split && config.pages[split.pageIndex];
  return page && split ? `page "${page.id}" at ${split.inPage || '/'}` : at;
}
