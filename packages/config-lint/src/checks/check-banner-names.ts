import type { ConfigCheck } from './config-check.ts';
import type { ConfigProblem } from './config-problem.ts';

/**
 * A banner title that greets the applicant with `{name}` while the partner declares no
 * `applicantName`: `{name}` then shows the account's e-mail address (applicantDisplayName), which
 * no author means. Usable, so a warning.
 */
export const checkBannerNames: ConfigCheck = (config) => {
  const { banners, applicantName } = config.partner;
  if (applicantName) return [];
  return Object.entries(banners)
    .filter(([, banner]) => banner.title.includes('{name}'))
    .map(([variant]): ConfigProblem => ({
      severity: 'warning',
      pointer: `/partner/banners/${variant}/title`,
      message: `banner "${variant}" greets the applicant with {name}, but there is no applicantName, so {name} shows their e-mail address: declare applicantName (the answers that hold their name) or take {name} out of the title`,
      rule: 'banner-name',
    }));
};
