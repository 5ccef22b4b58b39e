import type { PartnerConfig } from '../config/partner-config.schema.ts';

/** The route of a page: `/<id>` (its summary links are `/<id>#<questionKey>`). */
export const pageRoute = (pageId: string): string => `/${pageId}`;

/**
 * The default route (spec section 2): the first page's. Login lands there, unknown paths and a
 * staff link go there. The pages are in step order, as assemblePartnerConfig orders them.
 */
export function firstRoute(config: Pick<PartnerConfig, 'pages'>): string {
  const first = config.pages[0];
  return first ? pageRoute(first.id) : '/';
}
