import { describe, expect, it } from 'vitest';
import type { Node, PartnerConfig } from '@admit/node-types';
import { checkBannerNames } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const NODES: Node[] = [{ type: 'text', key: 'given_name', label: 'Given Name' }];

/** The fixture config with banner titles changed, and `applicantName` when given. */
function withBanners(
  titles: Partial<Record<keyof PartnerConfig['partner']['banners'], string>>,
  applicantName?: PartnerConfig['partner']['applicantName'],
): PartnerConfig {
  const config = declaredConfig(NODES);
  const banners = { ...config.partner.banners };
  for (const [variant, title] of Object.entries(titles) as [keyof typeof banners, string][])
    banners[variant] = { ...banners[variant], title };
  return { ...config, partner: { ...config.partner, banners, applicantName } };
}

describe('checkBannerNames', () => {
  it('warns about each banner that greets with {name} when no answer names the applicant', () => {
    const config = withBanners({ submitted: 'Thanks, {name}!', secondLogin: 'Hello {name}' });
    expect(runCheck(checkBannerNames, config)).toEqual(
      ['submitted', 'secondLogin'].map((variant) => ({
        severity: 'warning',
        pointer: `/partner/banners/${variant}/title`,
        message: `banner "${variant}" greets the applicant with {name}, but there is no applicantName, so {name} shows their e-mail address: declare applicantName (the answers that hold their name) or take {name} out of the title`,
      })),
    );
  });

  it('accepts {name} when applicantName says which answers name the applicant', () => {
    const config = withBanners(
      { submitted: 'Thanks, {name}!' },
      { display: ['given_name'], full: ['given_name'] },
    );
    expect(runCheck(checkBannerNames, config)).toEqual([]);
  });

  it('accepts banners without {name} when there is no applicantName', () => {
    expect(runCheck(checkBannerNames, withBanners({ submitted: 'Thank you!' }))).toEqual([]);
  });
});
