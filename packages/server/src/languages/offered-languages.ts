import { partnerLanguages } from '@admit/engine';
import type { AppContext } from '../context.ts';

/** The languages the partner offers, its default first. */
export const offeredLanguages = (ctx: AppContext): string[] =>
  partnerLanguages(ctx.partner.config.partner);
