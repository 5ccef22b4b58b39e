import { Type, type Static } from '@sinclair/typebox';

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

/** Texts of one welcome-banner variant. `{name}` is replaced by the applicant's preferred or first name. */
export const BannerSchema = Type.Object(
  {
    title: text('Banner heading; `{name}` is replaced by the preferred (else first) name.'),
    body: text('Banner text (markdown).'),
    showPriorityList: Type.Optional(
      Type.Boolean({ description: 'Show the priority-status list under the text.' }),
    ),
    linkText: Type.Optional(text('Text of the log-in link, for the generic banner.')),
  },
  { additionalProperties: false },
);

/** The partner's constants: who they are, how to reach them, how the product looks. */
export const PartnerSchema = Type.Object(
  {
    name: text('Full name of the institution.'),
    shortName: text('Short name (for example in mail subjects).'),
    applicationTitle: text('Title of the application shown in the header and the PDF.'),
    helpEmail: Type.String({
      pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      description: 'Technical help e-mail address ({email} in texts).',
    }),
    phone: text('Admissions office phone number.'),
    address: Type.Tuple([Type.String(), Type.String()], {
      description: 'Postal address on two lines.',
    }),
    privacyPolicyUrl: Type.String({ pattern: '^https?://', description: 'Privacy policy URL.' }),
    logoUrl: Type.Optional(text('Logo image URL or path served by the web app.')),
    links: Type.Array(
      Type.Object(
        { label: Type.String(), url: Type.String({ pattern: '^(https?://|mailto:|/)' }) },
        { additionalProperties: false },
      ),
      { description: 'Links shown in the footer and help texts.' },
    ),
    testCodes: Type.Object(
      {
        act: text('ACT institution code.'),
        sat: text('SAT institution code.'),
        fafsa: text('FAFSA school code.'),
      },
      { additionalProperties: false },
    ),
    theme: Type.Object(
      {
        colors: Type.Object(
          {
            primary: ShadesSchema,
            secondary: ShadesSchema,
            accent: ShadesSchema,
            neutral: ShadesSchema,
            white: ShadesSchema,
            error: ShadesSchema,
            disabled: ShadesSchema,
          },
          { additionalProperties: false },
        ),
        breakpoints: Type.Object(
          {
            mobile: Type.Integer({ description: 'Largest mobile width in px (675).' }),
            tablet: Type.Integer({ description: 'Largest tablet width in px (900).' }),
          },
          { additionalProperties: false },
        ),
        fontFamily: Type.Optional(text('CSS font-family for the whole product.')),
      },
      { additionalProperties: false },
    ),
    priorityStatus: Type.Object(
      {
        title: text('Heading of the priority-status list.'),
        items: Type.Array(Type.String(), {
          minItems: 1,
          description: 'The promises (no essay, prompt decision, merit scholarship consideration).',
        }),
      },
      { additionalProperties: false },
    ),
    banners: Type.Object(
      {
        submitted: BannerSchema,
        firstLogin: BannerSchema,
        secondLogin: BannerSchema,
        generic: BannerSchema,
      },
      { additionalProperties: false, description: 'The four welcome-banner variants.' },
    ),
    helpModal: Type.Object(
      {
        title: text('Title of the Help modal.'),
        technicalHelp: text('Technical help paragraph (markdown; {email} is the help e-mail).'),
        pdfReaderUrl: Type.String({
          pattern: '^https?://',
          description: 'Where to download a PDF reader.',
        }),
        admissionsContact: text('Admissions office contact paragraph (markdown).'),
      },
      { additionalProperties: false },
    ),
    privacyModal: Type.Object(
      {
        title: text('Title of the Privacy modal.'),
        body: text('Privacy and cookie notice (markdown).'),
      },
      { additionalProperties: false },
    ),
    completionText: Type.Optional(text('Extra text on the completion page (markdown).')),
    characterLimit: Type.Integer({
      minimum: 1,
      description: 'Longest text (in characters) any partner text or answer may have (7000).',
    }),
    sessionCookiePrefix: Type.String({
      pattern: '^[A-Za-z][A-Za-z0-9]*$',
      description:
        'Prefix of the non-secret marker cookie from which the client learns it is logged in.',
    }),
  },
  { additionalProperties: false, description: 'Partner constants.' },
);
export type Partner = Static<typeof PartnerSchema>;
