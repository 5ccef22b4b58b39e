import type { FieldModel } from '@admit/engine';
import { answerTopic, shallowEqual, useFormTopics } from '@admit/react';
import { useMemo } from 'react';
import type { PartTexts } from '@admit/engine';

/** The print text of each answered part of a block, by part name (choices as their labels). */
export function usePartTexts(parts: readonly FieldModel[]): PartTexts {
  const topics = useMemo(
    () =>
      parts.flatMap((part) => [
        answerTopic(part.key),
        ...(part.descKey ? [answerTopic(part.descKey)] : []),
      ]),
    [parts],
  );
  return useFormTopics(
    topics,
    (s) => {
      const texts: Record<string, string> = {};
      for (const part of parts) {
        const value = s.answers[part.key];
        if (!part.part || typeof value !== 'string' || value.trim() === '') continue;
        const desc = part.descKey ? s.answers[part.descKey] : undefined;
        const label = part.options?.find((option) => option.value === value)?.label;
        texts[part.part.part] = typeof desc === 'string' && desc !== '' ? desc : (label ?? value);
      }
      return texts;
    },
    shallowEqual,
  );
}
