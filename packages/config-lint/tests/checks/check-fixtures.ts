import { compileFormModel, type Node, type PartnerConfig } from '@admit/node-types';
import type { CheckContext, ConfigCheck, ConfigProblem } from '../../src/index.ts';
import { configWith } from '../../../node-types/tests/fixtures/minimal-config.ts';

/** Runs one check on a config (compiled first), keeping only what tests compare. */
export const runCheck = (
  check: ConfigCheck,
  config: PartnerConfig,
  context: CheckContext = {},
): Pick<ConfigProblem, 'severity' | 'pointer' | 'message'>[] =>
  check(config, compileFormModel(config), context).map(({ severity, pointer, message }) => ({
    severity,
    pointer,
    message,
  }));

/** The config of configWith(nodes) with every question key declared in the data model with its type (a single page gets the Submit button). */
export function declaredConfig(
  nodes: Node[],
  options: Parameters<typeof configWith>[1] = {},
): PartnerConfig {
  const config = configWith(nodes, options);
  const model = compileFormModel(config);
  return {
    ...config,
    // A one-page application ends on its page.
    pages: config.pages.length === 1 ? [{ ...config.pages[0]!, submit: true }] : config.pages,
    partner: validPartner,
    dataModel: Object.fromEntries(model.fields.map((f) => [f.key, { type: f.valueType }])),
  };
}

const shades = { extraLight: '#eeeeee', light: '#cccccc', main: '#555555', dark: '#222222' };
const white = { extraLight: '#ffffff', light: '#ffffff', main: '#ffffff', dark: '#f2f2f2' };
const banner = { title: 'Welcome', body: 'Hello.' };

/** Partner constants that satisfy the config schema. */
export const validPartner: PartnerConfig['partner'] = {
  name: 'Example College',
  shortName: 'Example',
  applicationTitle: 'Example College Application',
  helpEmail: 'help@example.edu',
  phone: '(555) 555-0100',
  address: ['1 College Road', 'Springfield'],
  privacyPolicyUrl: 'https://example.edu/privacy',
  links: [],
  testCodes: { act: '0000', sat: '0000', fafsa: '000000' },
  theme: {
    colors: {
      primary: shades,
      secondary: shades,
      accent: shades,
      neutral: shades,
      white,
      error: shades,
      disabled: shades,
    },
    breakpoints: { mobile: 675, tablet: 900 },
  },
  priorityStatus: { title: 'Priority', items: ['No essay'] },
  banners: { submitted: banner, firstLogin: banner, secondLogin: banner, generic: banner },
  helpModal: {
    title: 'Help',
    technicalHelp: 'Write to {email}.',
    pdfReaderUrl: 'https://example.edu/pdf',
    admissionsContact: 'Call us.',
  },
  privacyModal: { title: 'Privacy', body: 'We keep your data safe.' },
  characterLimit: 7000,
  sessionCookiePrefix: 'example',
};
