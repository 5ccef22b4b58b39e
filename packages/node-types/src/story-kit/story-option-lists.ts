import type { PartnerConfig } from '@admit/engine';

/**
 * The option lists a story's questions can name: a partner's own lists are its folder's, so the
 * stories of the node types bring a few of their own (the lists block parts read by default,
 * `countries` and `states_provinces`, among them).
 */
export const STORY_OPTION_LISTS: PartnerConfig['optionLists'] = {
  countries: [
    { label: 'United States', value: 'USA' },
    { label: 'Canada', value: 'CAN' },
    { label: 'France', value: 'FRA' },
    { label: 'Mexico', value: 'MEX' },
  ],
  states_provinces: [
    { label: 'California', value: 'California' },
    { label: 'Ohio', value: 'Ohio' },
    { label: 'Texas', value: 'Texas' },
    { label: 'Ontario', value: 'Ontario' },
    { label: 'Quebec', value: 'Quebec' },
  ],
  answer_yes_no: [
    { label: 'Yes', value: 'Y' },
    { label: 'No', value: 'N' },
  ],
  story_genders: [
    { label: 'Female', value: 'F' },
    { label: 'Male', value: 'M' },
    { label: 'Nonbinary or another gender', value: 'X' },
    { label: 'Prefer not to say', value: 'U' },
  ],
  story_years: Array.from({ length: 10 }, (_, i) => ({
    label: i === 0 ? '1 year' : `${i + 1} years`,
    value: String(i + 1),
  })),
};
