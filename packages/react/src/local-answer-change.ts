import {
  isAnswered,
  isFieldVisible,
  type AnswerPatch,
  type EvaluationContext,
  type FieldModel,
  type FormModel,
} from '@admit/engine';

const owners = new WeakMap<FormModel, ReadonlyMap<string, FieldModel>>();

/** The question an answer key belongs to: its own key or its `_desc`. */
function ownerOf(model: FormModel, key: string): FieldModel | undefined {
  let map = owners.get(model);
  if (!map) {
    const byKey = new Map<string, FieldModel>();
    for (const field of model.fields) {
      byKey.set(field.key, field);
      if (field.descKey) byKey.set(field.descKey, field);
    }
    owners.set(model, (map = byKey));
  }
  return map.get(key);
}

/**
 * Whether the engine's `applyAnswerChange` would return `patch` itself, unchanged, for answers
 * that hold no value of a hidden question (as every answer set it has returned holds none): no
 * condition or dependent select reads a patched key (so nothing shows or hides, no select
 * resets), and no patched value lands on a hidden question (it would be cleared at once). A
 * keystroke in an ordinary question is such a change; the store then skips the engine's pass over
 * every question of the form.
 */
export function isLocalAnswerChange(
  model: FormModel,
  context: EvaluationContext,
  patch: AnswerPatch,
): boolean {
  for (const [key, value] of Object.entries(patch)) {
    if (model.dependents.has(key)) return false;
    const owner = ownerOf(model, key);
    if (owner && isAnswered(value) && !isFieldVisible(model, owner, context)) return false;
  }
  return true;
}
