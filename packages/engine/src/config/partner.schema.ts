import { Type, type Static } from '@sinclair/typebox';
import { CONFIG_PATTERNS, patterned } from './config-patterns.ts';
import { ExportProfileSchema } from './export-profile.schema.ts';
import { RequiredMessagesSchema } from './required-messages.schema.ts';

const text = (description: string) => Type.String({ description });

/** Four shades of one theme colour. */
export const ShadesSchema = Type.Object(
  {
    extraLight: text('Lightest shade (CSS colour).'),
    light: text('Light shade.'),
    main: text('Main shade.'),
    dark: text('Dark shade.'),
  },
  { additionalProperties: false },
);
export type Shades = Static<typeof ShadesSchema>;

/** Texts of one welcome-banner variant. `{name}` is replaced by the applicant's display name. */
export const BannerSchema = Type.Object(
  {
    title: text(
      "Banner heading; `{name}` is replaced by the applicant's display name (see `applicantName`).",
    ),
    body: text('Banner text (markdown).'),
    showPriorityList: Type.Optional(
      Type.Boolean({ description: 'Show the priority-status list under the text.' }),
    ),
    linkText: Type.Optional(text('Text of the log-in link, for the generic banner.')),
  },
  { additionalProperties: false },
);

const answerKeys = (description: string) =>
  Type.Array(patterned(CONFIG_PATTERNS.snakeName), { minItems: 1, description });

/**
 * Which answers name the applicant, so that no part of the product assumes a partner's keys.
 * Every key must be a one-line text question of the application.
 */
export const ApplicantNameSchema = Type.Object(
  {
    display: answerKeys(
      'Answer keys of the name the applicant is greeted with (`{name}` in banners), in order of preference: the first one answered is used (for example a preferred name, then the first name).',
    ),
    full: answerKeys(
      "Answer keys of the applicant's full name on the application PDF, in the order they are written; the answered ones are joined with spaces.",
    ),
    fallback: Type.Optional(
      text(
        "What `{name}` becomes when none of the `display` answers is given. Default: the account's e-mail address.",
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      "Which answers give the applicant's name: in banners and on the application PDF. Without it, both show the account's e-mail address.",
  },
);
export type ApplicantName = Static<typeof ApplicantNameSchema>;

/** A colour's shades, described for its role. */
const shades = (description: string) =>
  Type.Object(ShadesSchema.properties, { additionalProperties: false, description });
/** A banner variant, described for when it shows. */
const banner = (description: string) =>
  Type.Object(BannerSchema.properties, { additionalProperties: false, description });

/** The partner's constants: who they are, how to reach them, how the product looks. */
export const PartnerSchema = Type.Object(
  {
    name: text('Full name of the institution.'),
    shortName: text('Short name (for example in mail subjects).'),
    applicationTitle: text('Title of the application shown in the header and the PDF.'),
    languages: Type.Optional(
      Type.Array(patterned(CONFIG_PATTERNS.offeredLanguage), {
        minItems: 1,
        uniqueItems: true,
        description:
          'The languages the application is offered in, as BCP 47 tags (for example `["en", "es"]`). The first is the default language: the one every text of this folder\'s JSON files is written in. Each other language has its texts in `translations/<language>.json`: one JSON object from the id of each text (`<file>#<JSON pointer>`, for example `pages/start.json#/sections/personal/children/first_name/label`) to the text in that language, which config-lint checks. Default: `["en"]`.',
      }),
    ),
    governingLanguage: Type.Optional(
      patterned(CONFIG_PATTERNS.offeredLanguage, {
        description:
          'The language whose version of the legal texts governs (the sections marked `legal`: an agreement, a statement the applicant signs); in every other language they are translations, and say so with `translationNotice`. One of `languages`. Default: the first of `languages`.',
      }),
    ),
    translationNotice: Type.Optional(
      text(
        'What a legal section (`legal: true`) says under its heading in a language other than `governingLanguage`: that it is a translation and which version governs (for example "This text is a translation. The English version is the one that governs."). Written in the default language and translated like every other text; config-lint asks for it when the folder offers more than one language and has a legal section.',
      ),
    ),
    language: Type.Optional(
      patterned(CONFIG_PATTERNS.languageTag, {
        description:
          "Language of the partner's texts as a BCP 47 tag with its region (for example `en-US`): the language a screen reader reads the application PDF in. Its language should be the first of `languages` (config-lint warns otherwise). Default: `en-US`.",
      }),
    ),
    helpEmail: patterned(CONFIG_PATTERNS.email, {
      description: 'Technical help e-mail address ({email} in texts).',
    }),
    phone: text('Admissions office phone number.'),
    address: Type.Tuple([Type.String(), Type.String()], {
      description: 'Postal address on two lines.',
    }),
    privacyPolicyUrl: patterned(CONFIG_PATTERNS.webAddress, { description: 'Privacy policy URL.' }),
    logoUrl: Type.Optional(text('Logo image URL or path served by the web app.')),
    links: Type.Array(
      Type.Object(
        {
          label: Type.String({ description: 'Link text.' }),
          url: patterned(CONFIG_PATTERNS.linkTarget, { description: 'Where the link goes.' }),
        },
        { additionalProperties: false },
      ),
      { description: 'Links shown in the footer and help texts.' },
    ),
    exportProfiles: Type.Optional(
      Type.Array(ExportProfileSchema, {
        description:
          'CSV exports of submitted applications that admins download from the staff console.',
      }),
    ),
    submissionDigest: Type.Optional(
      Type.Object(
        {
          to: patterned(CONFIG_PATTERNS.email, {
            description: 'The admissions office address the digest goes to.',
          }),
        },
        {
          additionalProperties: false,
          description:
            'A daily mail to the admissions office: how many applications were submitted the day before (UTC), sent once a day by whichever server runs first after midnight, only when there were some. It names no applicant.',
        },
      ),
    ),
    testCodes: Type.Optional(
      Type.Object(
        {
          act: text('ACT institution code.'),
          sat: text('SAT institution code.'),
          fafsa: text('FAFSA school code.'),
        },
        {
          additionalProperties: false,
          description:
            'Codes applicants use to send test scores and aid forms, for a partner that has them.',
        },
      ),
    ),
    theme: Type.Object(
      {
        colors: Type.Object(
          {
            primary: shades('Main brand colour (header, primary buttons).'),
            secondary: shades('Second brand colour.'),
            accent: shades('Highlights and the active step.'),
            neutral: shades('Text and borders.'),
            white: shades('Backgrounds.'),
            error: shades('Errors and missing items.'),
            disabled: shades('Disabled controls.'),
          },
          {
            additionalProperties: false,
            description: 'The seven theme colours, each in four shades.',
          },
        ),
        breakpoints: Type.Object(
          {
            mobile: Type.Integer({ description: 'Largest mobile width in px (675).' }),
            tablet: Type.Integer({ description: 'Largest tablet width in px (900).' }),
          },
          { additionalProperties: false, description: 'Layout breakpoints.' },
        ),
        fontFamily: Type.Optional(text('CSS font-family for the whole product.')),
      },
      { additionalProperties: false, description: 'How the product looks.' },
    ),
    priorityStatus: Type.Object(
      {
        title: text('Heading of the priority-status list.'),
        items: Type.Array(Type.String(), {
          minItems: 1,
          description: 'The promises (no essay, prompt decision, merit scholarship consideration).',
        }),
      },
      {
        additionalProperties: false,
        description: 'The priority-status blurb shown in welcome banners.',
      },
    ),
    banners: Type.Object(
      {
        submitted: banner('After submitting (title: Thanks, {name}!).'),
        firstLogin: banner('At the first login.'),
        secondLogin: banner('At the second login (Welcome back).'),
        generic: banner('Otherwise, and for visitors (with a link to log in).'),
      },
      { additionalProperties: false, description: 'The four welcome-banner variants.' },
    ),
    helpModal: Type.Object(
      {
        title: text('Title of the Help modal.'),
        technicalHelp: text('Technical help paragraph (markdown; {email} is the help e-mail).'),
        pdfReaderUrl: patterned(CONFIG_PATTERNS.webAddress, {
          description: 'Where to download a PDF reader.',
        }),
        admissionsContact: text('Admissions office contact paragraph (markdown).'),
      },
      { additionalProperties: false, description: 'The Help modal opened from the footer.' },
    ),
    privacyModal: Type.Object(
      {
        title: text('Title of the Privacy modal.'),
        body: text('Privacy and cookie notice (markdown).'),
      },
      { additionalProperties: false, description: 'The Privacy modal opened from the footer.' },
    ),
    applicantName: Type.Optional(ApplicantNameSchema),
    requiredMessages: Type.Optional(RequiredMessagesSchema),
    completionText: Type.Optional(text('Extra text on the completion page (markdown).')),
    characterLimit: Type.Integer({
      minimum: 1,
      description: 'Longest text (in characters) any partner text or answer may have (7000).',
    }),
    sessionCookiePrefix: patterned(CONFIG_PATTERNS.lettersAndDigits, {
      description:
        'Prefix of the non-secret marker cookie from which the client learns it is logged in.',
    }),
  },
  { additionalProperties: false, description: 'Partner constants.' },
);
export type Partner = Static<typeof PartnerSchema>;
