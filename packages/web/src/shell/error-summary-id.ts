/** The id of the error summary ("We're missing some information!"), where a failed submit leads. */
export const ERROR_SUMMARY_ID = 'error-summary';
