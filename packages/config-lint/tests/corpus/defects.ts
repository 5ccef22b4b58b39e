import { arrayAt, objectAt, type JsonFiles } from './json-files.ts';
import { nodeTypeList } from '../node-type-list.ts';
import { SPANISH_FILE, spanishAt, spanishOf, withSpanish } from './spanish.ts';

/** One broken partner folder: the valid base folder with exactly one defect. */
export interface Defect {
  /** Folder name under tests/broken/. */
  name: string;
  /** Changes a copy of the base folder's parsed files. */
  apply?: (files: JsonFiles) => void;
  /** Files written as this raw text instead of JSON (for a file that does not parse). */
  raw?: Record<string, string>;
  /** Files of the base folder left out. */
  remove?: string[];
  /** The one problem config-lint reports, as `file:json-pointer: message` with the file relative to the folder. */
  expected: string;
  /** Where config-lint places that problem in its file, as `line:column`. */
  at?: string;
  severity: 'error' | 'warning';
}

const ABOUT = 'pages/about.json';
const EDUCATION = 'pages/education.json';
const DATA_MODEL = 'data-model.json';
const PARTNER = 'partner.json';

/** The id of the base folder's Last Name label, in every language. */
const LAST_NAME = `${ABOUT}#/sections/name/children/last_name/label`;
/** Where a text's entry is in a translations file: its id as one JSON pointer token. */
const entry = (id: string) => `/${id.replaceAll('~', '~0').replaceAll('/', '~1')}`;
/** A text with a select, and one with exact plural cases, for the defects of their cases. */
const SELECT_TEXT =
  '{role, select, parent {Call us as a parent.} other {Call the admissions office.}}';
const PLURAL_TEXT =
  '{count, plural, =0 {No essay required} one {# essay required} other {# essays required}}';

/** The corpus: one defect each, and the exact problem line config-lint must report for it. */
export const defects: Defect[] = [
  {
    name: 'duplicate-key-across-pages',
    apply: (f) =>
      void arrayAt(f, EDUCATION, '/sections/0/children').push({
        type: 'text',
        key: 'first_name',
        label: 'Your First Name',
      }),
    expected: `${EDUCATION}:/sections/0/children/3: key "first_name" is on more than one page: "about" at /sections/0/children/0 and "education" at /sections/0/children/3`,
    severity: 'error',
  },
  {
    name: 'key-missing-from-data-model',
    apply: (f) => void delete objectAt(f, DATA_MODEL).resident_years,
    expected: `${ABOUT}:/sections/2/children/1/children/0: key "resident_years" is not in the data model`,
    severity: 'error',
  },
  {
    name: 'bad-add-another-prefix',
    apply: (f) => void (objectAt(f, EDUCATION, '/sections/1/children/0').prefix = 'parent'),
    expected: `${EDUCATION}:/sections/1/children/0/prefix: prefix "parent" must be lowercase letters, digits and _, starting with a letter and ending with "_"`,
    severity: 'error',
  },
  {
    name: 'add-another-prefix-collision',
    apply: (f) =>
      void arrayAt(f, ABOUT, '/sections/0/children').push({
        type: 'text',
        key: 'parent_2_city',
        label: 'Guardian City',
      }),
    expected: `${EDUCATION}:/sections/1/children/0/children/2: key "parent_2_city" of add-another "parents" block 2 collides with the question at page "about" at /sections/0/children/3`,
    severity: 'error',
  },
  {
    name: 'prefix-outside-block',
    apply: (f) =>
      void (objectAt(f, ABOUT, '/sections/2/children/1').visibleWhen = {
        valueKey: '{prefix}resident',
        operator: 'equals',
        target: 'Y',
      }),
    expected: `${ABOUT}:/sections/2/children/1/visibleWhen/valueKey: "{prefix}" is used outside any add-another, address or school block`,
    severity: 'error',
  },
  {
    name: 'condition-on-unknown-key',
    apply: (f) =>
      void (objectAt(f, ABOUT, '/sections/2/children/1/visibleWhen').valueKey = 'residnet'),
    expected: `${ABOUT}:/sections/2/children/1/visibleWhen/valueKey: unknown key "residnet": no question stores it`,
    severity: 'error',
  },
  {
    name: 'impossible-target',
    apply: (f) => void (objectAt(f, ABOUT, '/sections/2/children/1/visibleWhen').target = 'Yes'),
    expected: `${ABOUT}:/sections/2/children/1/visibleWhen/target: "Yes" is not an option value of "resident" (valid: "Y", "N")`,
    severity: 'error',
  },
  {
    name: 'missing-option-list',
    apply: (f) => void (objectAt(f, ABOUT, '/sections/0/children/2').options = 'gendrs'),
    expected: `${ABOUT}:/sections/0/children/2/options: option list "gendrs" is not defined`,
    severity: 'error',
  },
  {
    name: 'duplicate-option-value',
    apply: (f) => void (objectAt(f, 'options/genders.json', '/2').value = 'F'),
    expected:
      'options/genders.json:/2/value: option value "F" is already the value of option 0 of this list',
    severity: 'error',
  },
  {
    name: 'required-without-message',
    apply: (f) => void (objectAt(f, ABOUT, '/sections/0/children/1').requiredMessage = ' '),
    expected: `${ABOUT}:/sections/0/children/1: question "last_name" is required but has no message: give it a label or a requiredMessage`,
    severity: 'error',
  },
  {
    name: 'empty-question-label',
    apply: (f) =>
      void Object.assign(objectAt(f, ABOUT, '/sections/0/children/1'), {
        label: ' ',
        requiredMessage: 'Enter your last name.',
      }),
    expected: `${ABOUT}:/sections/0/children/1/label: this text has an empty label: screen readers would announce it without a name; write the text people should read above it`,
    severity: 'error',
  },
  {
    name: 'repeated-option-label',
    apply: (f) => void (objectAt(f, 'options/genders.json', '/1').label = ' female'),
    expected:
      'options/genders.json:/1/label: option label " female" repeats the label of option 0 of this list (case and spaces aside): people cannot tell the two apart; give each option a label of its own',
    severity: 'error',
  },
  {
    name: 'vague-link-text',
    apply: (f) => void (objectAt(f, 'partner.json', '/links/0').label = 'Click here'),
    expected:
      'partner.json:/links/0/label: link text "Click here" does not say where the link goes: name its destination instead (for example "the privacy notice")',
    severity: 'error',
  },
  {
    name: 'skipped-heading-level',
    apply: (f) => void (objectAt(f, 'partner.json').completionText = '### What happens next'),
    expected:
      'partner.json:/completionText: markdown heading "What happens next" is level 3: it skips a level after the level 1 heading above it: write it as ## (level 2)',
    severity: 'error',
  },
  {
    name: 'required-message-template-without-label',
    apply: (f) =>
      void (objectAt(f, 'partner.json').requiredMessages = {
        select: { question: 'Select an answer.' },
      }),
    expected:
      'partner.json:/requiredMessages/select/question: required-message template does not contain {label}',
    severity: 'error',
  },
  {
    name: 'low-contrast-theme',
    apply: (f) => void (objectAt(f, 'partner.json', '/theme/colors/error').main = '#FF6666'),
    expected:
      'partner.json:/theme/colors/error/main: error text on the page background: error.main on white.main has a contrast of 2.86:1, under the 4.5:1 that WCAG AA asks for: make error.main darker or white.main lighter',
    severity: 'error',
  },
  {
    name: 'tab-id-equals-add-another-id',
    apply: (f) => void (objectAt(f, EDUCATION, '/sections/2/children/0').tabId = 'parents'),
    expected: `${EDUCATION}:/sections/2/children/0/tabId: tabs id "parents" is also the id of the add-another at page "education" at /sections/1/children/0`,
    severity: 'error',
  },
  {
    name: 'add-another-id-equals-answer-key',
    apply: (f) => void (objectAt(f, EDUCATION, '/sections/1/children/0').buttonId = 'school_name'),
    expected: `${EDUCATION}:/sections/1/children/0/buttonId: add-another id "school_name" is also an answer key`,
    severity: 'error',
  },
  {
    name: 'desc-declared-by-hand',
    apply: (f) => void (objectAt(f, DATA_MODEL).gender_desc = { type: 'string' }),
    expected: `${DATA_MODEL}:/gender_desc: "gender_desc" must not be declared: the _desc companion of select "gender" is implied`,
    severity: 'error',
  },
  {
    name: 'never-shown-question',
    apply: (f) =>
      void (objectAt(f, ABOUT, '/sections/2/children/1/children/0').visibleWhen = {
        valueKey: 'resident',
        operator: 'equals',
        target: 'N',
      }),
    expected: `${ABOUT}:/sections/2/children/1/children/0/visibleWhen: question "resident_years" can never be shown: its conditions on "resident" cannot all hold`,
    severity: 'error',
  },
  {
    name: 'condition-cycle',
    apply: (f) =>
      void (objectAt(f, ABOUT, '/sections/2/children/0').visibleWhen = {
        valueKey: 'resident_years',
        operator: 'notAnswered',
      }),
    expected: `${ABOUT}:/sections/2/children/0: visibility conditions form a cycle (each depends on the next): resident → resident_years → resident`,
    severity: 'error',
  },
  {
    name: 'text-over-character-limit',
    apply: (f) =>
      void (objectAt(f, EDUCATION, '/sections/3/children/0').markdown = 'Read this. '
        .repeat(637)
        .trim()),
    expected: `${EDUCATION}:/sections/3/children/0/markdown: text is 7006 characters long, over the character limit of 7000`,
    severity: 'error',
  },
  {
    name: 'invalid-json',
    raw: {
      'options/yes_no.json':
        '[\n  { "label": "Yes", "value": "Y" },\n  { "label": "No", "value": "N" },\n]\n',
    },
    expected:
      'options/yes_no.json:/: not valid JSON: a comma after the last item (JSON allows none): remove it',
    at: '3:34',
    severity: 'error',
  },
  {
    name: 'comment-in-json',
    raw: {
      'options/yes_no.json':
        '[\n  { "label": "Yes", "value": "Y" },\n  // the default\n  { "label": "No", "value": "N" }\n]\n',
    },
    expected: 'options/yes_no.json:/: not valid JSON: comments are not allowed in JSON',
    at: '3:3',
    severity: 'error',
  },
  {
    name: 'answer-key-not-snake-case',
    apply: (f) => void (objectAt(f, ABOUT, '/sections/0/children/0').key = 'First_name'),
    expected: `${ABOUT}:/sections/0/children/0/key: key "First_name" must be lowercase letters, digits and _, starting with a letter (inside a block, "{prefix}" may come first)`,
    at: '13:11',
    severity: 'error',
  },
  {
    name: 'misspelt-member-in-add-another',
    apply: (f) =>
      void (objectAt(f, EDUCATION, '/sections/1/children/0/children/1').lable = 'Lives with you?'),
    expected: `${EDUCATION}:/sections/1/children/0/children/1: unknown member "lable"`,
    at: '53:13',
    severity: 'error',
  },
  {
    name: 'unknown-type-in-add-another',
    apply: (f) => void (objectAt(f, EDUCATION, '/sections/1/children/0/children/0').type = 'txt'),
    expected: `${EDUCATION}:/sections/1/children/0/children/0/type: type "txt" must be one of ${nodeTypeList()}`,
    at: '48:15',
    severity: 'error',
  },
  {
    name: 'one-tab-in-group',
    apply: (f) =>
      void arrayAt(f, ABOUT, '/sections/2/children/1/children').push({
        type: 'tabs',
        tabId: 'years_proof',
        defaultTab: 'upload',
        tabs: [{ value: 'upload', label: 'Upload', children: [] }],
      }),
    expected: `${ABOUT}:/sections/2/children/1/children/1/tabs: tabs must have at least 2 items; it has 1`,
    at: '93:15',
    severity: 'error',
  },
  {
    name: 'unknown-member-of-file-in-tab',
    apply: (f) =>
      void (objectAt(f, EDUCATION, '/sections/2/children/0/tabs/0/children/0').accept = ['.gif']),
    expected: `${EDUCATION}:/sections/2/children/0/tabs/0/children/0: unknown member "accept"`,
    at: '86:17',
    severity: 'error',
  },
  {
    name: 'not-in-one-value',
    apply: (f) =>
      void Object.assign(objectAt(f, ABOUT, '/sections/2/children/1/visibleWhen'), {
        operator: 'notIn',
        target: 'N',
      }),
    expected: `${ABOUT}:/sections/2/children/1/visibleWhen/target: "notIn" takes a list of values: write ["N"], or use "notEquals" for one value`,
    at: '72:13',
    severity: 'warning',
  },
  {
    name: 'name-in-banner-without-applicant-name',
    apply: (f) => void delete objectAt(f, 'partner.json').applicantName,
    expected:
      'partner.json:/banners/submitted/title: banner "submitted" greets the applicant with {name}, but there is no applicantName, so {name} shows their e-mail address: declare applicantName (the answers that hold their name) or take {name} out of the title',
    at: '76:7',
    severity: 'warning',
  },
  {
    name: 'schema-unknown-member',
    apply: (f) => void (objectAt(f, ABOUT, '/sections/0/children/0').placeholdr = 'Jane'),
    expected: `${ABOUT}:/sections/0/children/0: unknown member "placeholdr"`,
    severity: 'error',
  },
  {
    name: 'missing-partner-file',
    remove: ['partner.json'],
    expected: 'partner.json:/: the file is missing',
    severity: 'error',
  },
  {
    name: 'unmapped-data-model-key',
    apply: (f) => void (objectAt(f, DATA_MODEL).middle_name = { type: 'string' }),
    expected: `${DATA_MODEL}:/middle_name: unmapped key "middle_name": no question stores it`,
    severity: 'warning',
  },
  {
    name: 'data-model-wrong-type',
    apply: (f) => void (objectAt(f, DATA_MODEL, '/certify').type = 'string'),
    expected: `${DATA_MODEL}:/certify/type: "certify" is a check question storing true or false, but the data model declares string`,
    severity: 'error',
  },
  {
    name: 'unknown-controller',
    apply: (f) =>
      void (objectAt(f, EDUCATION, '/sections/0/children/2').controller = 'school_cuntry'),
    expected: `${EDUCATION}:/sections/0/children/2/controller: unknown key "school_cuntry": no question stores it`,
    severity: 'error',
  },
  {
    name: 'options-by-answer-not-a-value',
    apply: (f) =>
      void (objectAt(f, EDUCATION, '/sections/0/children/2/optionsByAnswer').MEX =
        'states_provinces'),
    expected: `${EDUCATION}:/sections/0/children/2/optionsByAnswer/MEX: "MEX" is not an option value of "school_country" (valid: "USA", "CAN", "FRA")`,
    severity: 'error',
  },
  {
    name: 'duplicate-anchor-id',
    apply: (f) => void (objectAt(f, ABOUT, '/sections/2/children/1').id = 'home'),
    expected: `${ABOUT}:/sections/2/children/1/id: id "home" is used twice on page "about" (also at /sections/1)`,
    severity: 'warning',
  },
  {
    name: 'translation-file-missing',
    apply: (f) => void (objectAt(f, PARTNER).languages = ['en', 'es']),
    expected: `${PARTNER}:/languages/1: "es" has no translations file: add ${SPANISH_FILE} (\`config-lint --translation-template es\` prints one to start from)`,
    severity: 'error',
  },
  {
    name: 'translation-missing',
    apply: (f) => {
      withSpanish(f);
      delete spanishAt(f)[LAST_NAME];
    },
    expected: `${ABOUT}:/sections/0/children/1/label: this text has no es translation: add "${LAST_NAME}" to ${SPANISH_FILE}`,
    at: '20:11',
    severity: 'error',
  },
  {
    name: 'translation-unknown-id',
    apply: (f) => {
      withSpanish(f);
      spanishAt(f)[`${ABOUT}#/sections/name/children/lastname/label`] = 'Apellido';
    },
    expected: `${SPANISH_FILE}:${entry(`${ABOUT}#/sections/name/children/lastname/label`)}: "${ABOUT}#/sections/name/children/lastname/label" names no text of the folder: did you mean "${LAST_NAME}"?`,
    severity: 'error',
  },
  {
    name: 'translation-file-name',
    apply: (f) => void (f['translations/spanish.json'] = spanishOf(f)),
    expected: `translations/spanish.json:/: translations/spanish.json is named after no language: name it after a language tag such as "es" or "es-MX" (declared: "en")`,
    severity: 'error',
  },
  {
    // A language not declared yet is checked as a declared one, though it need not be complete.
    name: 'undeclared-translation-unknown-id',
    apply: (f) => {
      const spanish = spanishOf(f);
      delete spanish[LAST_NAME];
      f[SPANISH_FILE] = {
        ...spanish,
        [`${ABOUT}#/sections/name/children/lastname/label`]: 'Apellido',
      };
    },
    expected: `${SPANISH_FILE}:${entry(`${ABOUT}#/sections/name/children/lastname/label`)}: "${ABOUT}#/sections/name/children/lastname/label" names no text of the folder: did you mean "${LAST_NAME}"?`,
    severity: 'error',
  },
  {
    name: 'translation-blank',
    apply: (f) => {
      withSpanish(f);
      spanishAt(f)[LAST_NAME] = ' ';
    },
    expected: `${SPANISH_FILE}:${entry(LAST_NAME)}: the es text is blank: translate it or remove the entry (applicants then read the en text)`,
    at: '24:3',
    severity: 'error',
  },
  {
    name: 'translation-not-text',
    apply: (f) => {
      withSpanish(f);
      (spanishAt(f) as Record<string, unknown>)[LAST_NAME] = ['Apellido'];
    },
    expected: `${SPANISH_FILE}:${entry(LAST_NAME)}: must be a text (a string)`,
    severity: 'error',
  },
  {
    name: 'message-syntax-default',
    apply: (f) => void (objectAt(f, ABOUT, '/sections/0/children/1').label = 'Last Name {'),
    expected: `${ABOUT}:/sections/0/children/1/label: the text does not parse at 1:11: a placeholder is not closed: "}" expected`,
    severity: 'error',
  },
  {
    name: 'message-syntax-translation',
    apply: (f) => {
      withSpanish(f);
      spanishAt(f)[LAST_NAME] = 'Apellido {';
    },
    expected: `${SPANISH_FILE}:${entry(LAST_NAME)}: the es text does not parse at 1:10: a placeholder is not closed: "}" expected`,
    severity: 'error',
  },
  {
    name: 'translation-placeholders',
    apply: (f) => {
      withSpanish(f);
      spanishAt(f)[`${PARTNER}#/banners/submitted/title`] = 'Gracias';
    },
    expected: `${SPANISH_FILE}:${entry(`${PARTNER}#/banners/submitted/title`)}: the es text lacks the placeholder {name} that en has`,
    severity: 'error',
  },
  {
    name: 'translation-select-cases',
    apply: (f) => {
      objectAt(f, PARTNER, '/helpModal').admissionsContact = SELECT_TEXT;
      withSpanish(f);
      spanishAt(f)[`${PARTNER}#/helpModal/admissionsContact`] =
        '{role, select, other {Llame a la oficina de admisiones.}}';
    },
    expected: `${SPANISH_FILE}:${entry(`${PARTNER}#/helpModal/admissionsContact`)}: the es text select {role} has the cases other where en has other, parent`,
    severity: 'error',
  },
  {
    name: 'translation-plural-cases',
    apply: (f) => {
      arrayAt(f, PARTNER, '/priorityStatus/items')[0] = PLURAL_TEXT;
      withSpanish(f);
      spanishAt(f)[`${PARTNER}#/priorityStatus/items/0`] =
        '{count, plural, one {Se requiere # ensayo} many {Se requieren # de ensayos} other {Se requieren # ensayos}}';
    },
    expected: `${SPANISH_FILE}:${entry(`${PARTNER}#/priorityStatus/items/0`)}: the es text plural {count} has the cases none where en has =0`,
    severity: 'error',
  },
  {
    name: 'pdf-language',
    apply: (f) => {
      withSpanish(f);
      objectAt(f, PARTNER).language = 'es-US';
    },
    expected: `${PARTNER}:/language: language "es-US" (the application PDF's) is not the default language "en" (the first of "languages"): a screen reader would read the PDF in another language than its texts`,
    severity: 'warning',
  },
  {
    name: 'duplicate-language',
    apply: (f) => void (objectAt(f, PARTNER).languages = ['en', 'es', 'en']),
    expected: `${PARTNER}:/languages: languages must not list a value twice; it lists "en" twice`,
    severity: 'error',
  },
];
