import type * as ZipCodes from 'zipcodes';

/** Places the ZIP dataset has by USPS code but without a name: territories and armed forces. */
const OTHER_US_PLACES: Readonly<Record<string, string>> = {
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  FM: 'Federated States of Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

const titleCase = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
    .replace(/ Of /g, ' of ');

/**
 * USPS state, district, territory and armed-forces codes with their names as a US address form
 * offers them ("District of Columbia"): the dataset's upper-case state names, title-cased, plus
 * the places it has no name for. Answers store names, the dataset codes.
 */
export function usStateNames(states: typeof ZipCodes.states): Map<string, string> {
  const names = new Map(Object.entries(OTHER_US_PLACES));
  for (const [code, name] of Object.entries(states.abbr))
    if (code.length === 2 && /^[A-Z ]+$/.test(name)) names.set(code, titleCase(name));
  return names;
}
