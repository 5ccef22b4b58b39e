import type { FieldView } from '@admit/engine';
import { FileWidget, Toast } from '@admit/mui';
import {
  productText,
  useDocument,
  useFormMode,
  useText,
  type NodeRendererProps,
} from '@admit/react';
import { useState } from 'react';
import { useFieldProps } from '../field/use-field-props.ts';

/** The toast of a failed upload (spec section 8), in the current language. */
export const uploadErrorTitle = (key: string): string => productText('file.errorTitle', { key });

/** A document upload bound to the injected document client through useDocument. */
export function FileRenderer({ node }: NodeRendererProps<FieldView>) {
  const { field } = node;
  const texts = useText();
  const { id, label, help, error } = useFieldProps(field);
  const doc = useDocument(field.key);
  const mode = useFormMode();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <FileWidget
        id={id}
        label={label}
        help={help}
        error={error}
        document={doc.document}
        busy={doc.busy}
        loggedOut={mode === 'loggedOut'}
        onUpload={(file) =>
          doc.upload(file).catch((reason: unknown) => {
            setFailure(reason instanceof Error ? reason.message : String(reason));
            throw reason;
          })
        }
        onDelete={doc.remove}
      />
      <Toast
        open={failure !== null}
        severity="error"
        title={texts.text('file.errorTitle', { key: field.key })}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
