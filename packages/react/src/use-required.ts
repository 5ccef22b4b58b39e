import { isRequiredNow, requirementKeys, type RequirementCase } from '@admit/engine';
import { useMemo } from 'react';
import { useFormTopics } from './form-context.tsx';
import { answerTopic } from './form-topics.ts';

/**
 * Whether a question or checkbox group is required now (engine `isRequiredNow`): re-evaluated only
 * when an answer its conditional requirements read changes, so a widget can expose
 * `aria-required` while a rule makes it required.
 */
export function useRequired(cases: readonly RequirementCase[]): boolean {
  const topics = useMemo(() => requirementKeys(cases).map(answerTopic), [cases]);
  return useFormTopics(topics, (state) => isRequiredNow(cases, state.answers));
}
