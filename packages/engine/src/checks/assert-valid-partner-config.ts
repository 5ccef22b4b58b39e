import type { CompileOptions } from '../compile/compile-form-model.ts';
import { checkPartnerConfig } from './check-partner-config.ts';
import { ConfigurationError, type ConfigProblem } from './config-problem.ts';

/**
 * For the server and the web build at start: throws a ConfigurationError carrying every error of
 * the config; otherwise returns its warnings (for example unmapped data-model keys) to log.
 */
export function assertValidPartnerConfig(
  config: unknown,
  options: CompileOptions = {},
): ConfigProblem[] {
  const problems = checkPartnerConfig(config, options);
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length) throw new ConfigurationError(errors);
  return problems;
}
