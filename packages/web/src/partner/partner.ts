import { firstRoute, type PageModel } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import partnerConfig from 'virtual:admit-partner';

/** The partner config the app was built for. */
export const config = partnerConfig;
/** The partner's constants: name, texts, theme, cookie prefix. */
export const partner = partnerConfig.partner;

/** The compiled form model (year lists are made from today's date, so it is compiled at load). */
export const formModel = compileFormModel(partnerConfig);

/** The form pages in step order. */
export const pages: readonly PageModel[] = formModel.pages;

/** The default route: the first page's, whatever the partner calls it. */
export const DEFAULT_ROUTE = firstRoute(partnerConfig);

/** The page a path shows, if it is a form page. */
export const pageOfPath = (pathname: string): PageModel | undefined =>
  pages.find((page) => page.path === pathname);
