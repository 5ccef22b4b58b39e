/** Props every presentational field widget takes; widgets know nothing of the answers store. */
export interface FieldWidgetProps<V> {
  /** DOM id of the input (the renderer uses the question key, so `#<key>` anchors land on it). */
  id: string;
  label: string;
  value: V;
  onChange(value: V): void;
  /** Message shown under the input and announced through aria-describedby. */
  error?: string | undefined;
  /** Help text under the label. */
  help?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
}

/** The text a stored answer shows as (undefined, null and false show nothing). */
export const answerText = (value: unknown): string =>
  value === undefined || value === null || value === false ? '' : String(value);
