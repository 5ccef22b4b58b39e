import {
  comparePointers,
  type CompileOptions,
  type FormModel,
  type PartnerConfig,
} from '@admit/engine';
import { compileFormModel } from '@admit/node-types';
import { checkApplicantName } from './check-applicant-name.ts';
import { checkGoverningLanguage } from './check-governing-language.ts';
import { checkBannerNames } from './check-banner-names.ts';
import { checkExportProfiles } from './check-export-profiles.ts';
import { checkConditions } from './check-conditions.ts';
import { checkConfigSchema } from './check-config-schema.ts';
import { checkCycles } from './check-cycles.ts';
import { checkDataModel } from './check-data-model.ts';
import { checkDuplicateKeys } from './check-duplicate-keys.ts';
import { checkIds } from './check-ids.ts';
import { checkNeverShown } from './check-never-shown.ts';
import { checkOptionLists } from './check-option-lists.ts';
import { checkPageRoutes } from './check-page-routes.ts';
import { checkPrefixes } from './check-prefixes.ts';
import { checkRequiredMessages } from './check-required-messages.ts';
import { checkRequiredMessageTemplates } from './check-required-message-templates.ts';
import { checkTextLimits } from './check-text-limits.ts';
import { checkNavigation } from './check-navigation.ts';
import { checkPatterns } from './check-patterns.ts';
import { checkNumberRanges } from './check-number-ranges.ts';
import { checkLengthLimits } from './check-length-limits.ts';
import { checkDateRanges } from './check-date-ranges.ts';
import { checkCheckTypes } from './check-check-types.ts';
import { checkBreakpoints } from './check-breakpoints.ts';
import { checkNodeTypes } from './check-node-types.ts';
import { checkBlockParts } from './check-block-parts.ts';
import { checkLookupFiles } from './check-lookup-files.ts';
import { checkBlockPlaceholders } from './check-block-placeholders.ts';
import { checkMarkdownHtml } from './check-markdown-html.ts';
import { checkAccessibleNames } from './check-accessible-names.ts';
import { checkHeadingLevels } from './check-heading-levels.ts';
import { checkLinkTexts } from './check-link-texts.ts';
import { checkThemeColors } from './check-theme-colors.ts';
import { checkThemeContrast } from './check-theme-contrast.ts';
import type { CheckContext, ConfigCheck } from './config-check.ts';
import type { ConfigProblem } from './config-problem.ts';

/** The developer-time checks checkPartnerConfig runs after the schema check. */
export const configChecks: readonly ConfigCheck[] = [
  checkDuplicateKeys,
  checkDataModel,
  checkPrefixes,
  checkConditions,
  checkOptionLists,
  checkIds,
  checkNeverShown,
  checkCycles,
  checkTextLimits,
  checkRequiredMessages,
  checkRequiredMessageTemplates,
  checkApplicantName,
  checkGoverningLanguage,
  checkBannerNames,
  checkExportProfiles,
  checkPageRoutes,
  checkNavigation,
  checkPatterns,
  checkNumberRanges,
  checkLengthLimits,
  checkDateRanges,
  checkCheckTypes,
  checkBreakpoints,
  checkNodeTypes,
  checkBlockParts,
  checkLookupFiles,
  checkBlockPlaceholders,
  checkMarkdownHtml,
  checkAccessibleNames,
  checkHeadingLevels,
  checkLinkTexts,
  checkThemeColors,
  checkThemeContrast,
];

const SEVERITY_ORDER = { error: 0, warning: 1 } as const;

/** Problems in document order: by pointer, errors before warnings, then by message. */
export const sortProblems = (problems: readonly ConfigProblem[]): ConfigProblem[] =>
  [...problems].sort(
    (a, b) =>
      comparePointers(a.pointer, b.pointer) ||
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.message.localeCompare(b.message),
  );

/**
 * Every problem of an assembled partner config, sorted by pointer. The schema check runs first;
 * when the config does not fit the schema only those problems are returned (the other checks
 * assume its shape). Then the config is compiled and every developer-time check runs, with what
 * the caller read beside the config (`options`, see CheckContext).
 */
export function checkPartnerConfig(
  config: unknown,
  options: CompileOptions & CheckContext = {},
): ConfigProblem[] {
  const schemaProblems = checkConfigSchema(config);
  if (schemaProblems.length) return sortProblems(schemaProblems);
  const valid = config as PartnerConfig;
  let model: FormModel;
  try {
    model = compileFormModel(valid, options);
  } catch (error) {
    return [
      {
        severity: 'error',
        pointer: '',
        message: `the config does not compile: ${(error as Error).message}`,
        rule: 'compile',
      },
    ];
  }
  return sortProblems(configChecks.flatMap((check) => check(valid, model, options)));
}
