import { useFormModel, useFormServices, type NodeRendererProps } from '@admit/react';
import { LOOKUP_MAX_RESULTS } from '@admit/contract/constants';
import { LookupWidget } from '../widgets/LookupWidget.tsx';
import { lookupChoicePatch } from '../widgets/lookup-choice.ts';
import type { FieldViewOf } from './field-view.ts';
import { useFieldProps } from './use-field-props.ts';

/** A search-as-you-type question; a chosen result fills the mapped answers (`fills`). */
export function LookupRenderer({ node }: NodeRendererProps<FieldViewOf<'lookup'>>) {
  const { field } = node;
  const { binding, ...props } = useFieldProps(field);
  const { lookups } = useFormServices();
  const model = useFormModel();
  const { category, creatable, fills } = field.node;
  return (
    <LookupWidget
      {...props}
      value={binding.value}
      creatable={creatable}
      search={(text) => lookups.find(category, text, LOOKUP_MAX_RESULTS)}
      onText={(text) => binding.set({ [field.key]: text })}
      onChoose={(result) => {
        const choice = {
          client: lookups,
          category,
          key: field.key,
          fills,
          selectOf: (key: string, value: string) => {
            const filled = model.fieldsByKey.get(key);
            if (!filled?.descKey) return undefined;
            const option = filled.options?.find((o) => o.value === value);
            if (filled.options && !option) return null;
            return { descKey: filled.descKey, label: option?.label ?? value };
          },
        };
        void lookupChoicePatch(choice, result).then(binding.set);
      }}
    />
  );
}
