/**
 * What each of the ICU parser's error kinds means, in words a text's author reads. Keyed by the
 * kind's name, which is what the parser's error carries.
 */
const SYNTAX_ERROR_TEXT: Readonly<Record<string, string>> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: 'a placeholder is not closed: "}" expected',
  EMPTY_ARGUMENT: 'a placeholder is empty: "{}" needs a name',
  MALFORMED_ARGUMENT: 'a placeholder name may hold only letters, digits and "_"',
  EXPECT_ARGUMENT_TYPE:
    'a type (number, date, time, plural, select, selectordinal) is expected after ","',
  INVALID_ARGUMENT_TYPE:
    'unknown placeholder type: use number, date, time, plural, select or selectordinal',
  EXPECT_ARGUMENT_STYLE: 'a style is expected after the second ","',
  INVALID_NUMBER_SKELETON: 'the number skeleton after "::" is not valid',
  INVALID_DATE_TIME_SKELETON: 'the date skeleton after "::" is not valid',
  EXPECT_NUMBER_SKELETON: 'a number skeleton is expected after "::"',
  EXPECT_DATE_TIME_SKELETON: 'a date skeleton is expected after "::"',
  UNCLOSED_QUOTE_IN_ARGUMENT_STYLE: "an apostrophe (') in the style is not closed",
  EXPECT_SELECT_ARGUMENT_OPTIONS: 'a select needs its cases, such as "other {…}"',
  EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE: 'a number is expected after "offset:"',
  INVALID_PLURAL_ARGUMENT_OFFSET_VALUE: 'the plural offset must be a whole number',
  EXPECT_SELECT_ARGUMENT_SELECTOR: 'a select case name is expected',
  EXPECT_PLURAL_ARGUMENT_SELECTOR: 'a plural case (one, other, =0…) is expected',
  EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT: 'a select case needs its text in braces: case {…}',
  EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT: 'a plural case needs its text in braces: one {…}',
  INVALID_PLURAL_ARGUMENT_SELECTOR: 'an exact plural case is "=" and a whole number, such as =0',
  DUPLICATE_PLURAL_ARGUMENT_SELECTOR: 'a plural case appears twice',
  DUPLICATE_SELECT_ARGUMENT_SELECTOR: 'a select case appears twice',
  MISSING_OTHER_CLAUSE: 'a plural or select needs an "other {…}" case',
  INVALID_TAG: 'a tag is malformed',
  INVALID_TAG_NAME: 'a tag name is not valid',
  UNMATCHED_CLOSING_TAG: 'a closing tag does not match its opening tag',
  UNCLOSED_TAG: 'a tag is not closed',
};

/** The parser's error kind (`EXPECT_ARGUMENT_CLOSING_BRACE`) as a sentence. */
export function syntaxErrorText(kind: string): string {
  return SYNTAX_ERROR_TEXT[kind] ?? kind.toLowerCase().replaceAll('_', ' ');
}
