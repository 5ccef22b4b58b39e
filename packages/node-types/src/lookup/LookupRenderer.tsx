import { LOOKUP_MAX_RESULTS } from '@admit/contract/constants';
import type { FieldView } from '@admit/engine';
import { LazyLookupWidget, lookupChoicePatch } from '@admit/mui';
import { useFormModel, useFormServices, type NodeRendererProps } from '@admit/react';
import { useFieldProps } from '../field/use-field-props.ts';
import type { LookupNode } from './lookup.schema.ts';

/** A search-as-you-type question; a chosen result fills the mapped answers (`fills`). */
export function LookupRenderer({ node }: NodeRendererProps<FieldView<LookupNode>>) {
  const { field } = node;
  const { binding, ...props } = useFieldProps(field);
  const { lookups } = useFormServices();
  const model = useFormModel();
  const { category, creatable, fills } = field.node;
  return (
    <LazyLookupWidget
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
