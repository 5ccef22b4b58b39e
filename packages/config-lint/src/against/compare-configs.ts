import { type FieldModel, type PartnerConfig } from '@admit/engine';
import { compileFormModel } from '@admit/node-types';

/** A question the previous config had and the new one does not: its stored answers are retired. */
export interface DeletedQuestion {
  key: string;
  label: string;
  pageId: string;
}

/** Options a question keeps that lost some values: answers with those values no longer match. */
export interface RemovedOptions {
  key: string;
  label: string;
  values: string[];
}

/** A question required now that was not (new, or newly required): open applications must answer it. */
export interface NewRequiredQuestion {
  key: string;
  label: string;
  pageId: string;
  /** Whether the question itself is new. */
  added: boolean;
}

/** A question in both whose showing or requirement conditions changed. */
export interface ChangedCondition {
  key: string;
  label: string;
  /** What changed: `visibility`, `requirement` or both. */
  changed: ('visibility' | 'requirement')[];
}

/** What changes for stored applications when `previous` is replaced by `next`. */
export interface ConfigImpact {
  deletedQuestions: DeletedQuestion[];
  removedOptions: RemovedOptions[];
  newRequiredQuestions: NewRequiredQuestion[];
  changedConditions: ChangedCondition[];
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The option values a field offers, whatever answer a dependent select's list hangs on. */
function optionValues(field: FieldModel): Set<string> {
  const lists = [field.options ?? [], ...Object.values(field.optionsByAnswer ?? {})];
  return new Set(lists.flat().map((option) => String(option.value)));
}

/** Compares two assembled partner configs question by question. */
export function compareConfigs(previous: PartnerConfig, next: PartnerConfig): ConfigImpact {
  const before = compileFormModel(previous);
  const after = compileFormModel(next);
  const impact: ConfigImpact = {
    deletedQuestions: [],
    removedOptions: [],
    newRequiredQuestions: [],
    changedConditions: [],
  };
  for (const field of before.fields)
    if (!after.fieldsByKey.has(field.key))
      impact.deletedQuestions.push({ key: field.key, label: field.label, pageId: field.pageId });
  for (const field of after.fields) {
    const old = before.fieldsByKey.get(field.key);
    if (field.required.length && !old?.required.length)
      impact.newRequiredQuestions.push({
        key: field.key,
        label: field.label,
        pageId: field.pageId,
        added: !old,
      });
    if (!old) continue;
    const kept = optionValues(field);
    const removed = [...optionValues(old)].filter((value) => !kept.has(value));
    if (removed.length && (field.options || field.optionsByAnswer))
      impact.removedOptions.push({ key: field.key, label: field.label, values: removed });
    const changed: ChangedCondition['changed'] = [];
    if (!sameJson(old.guards, field.guards)) changed.push('visibility');
    if (old.required.length && !sameJson(old.required, field.required)) changed.push('requirement');
    if (changed.length)
      impact.changedConditions.push({ key: field.key, label: field.label, changed });
  }
  return impact;
}
