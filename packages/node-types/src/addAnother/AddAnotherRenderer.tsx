import { AddAnother, Toast } from '@admit/mui';
import {
  NodeList,
  productText,
  useAddAnother,
  useText,
  type NodeRendererProps,
} from '@admit/react';
import { useState } from 'react';
import type { AddAnotherView } from './addAnother.ts';

/** The toast of a failed add-another save (spec section 8), in the current language. */
export const addAnotherErrorTitle = (buttonId: string): string =>
  productText('addAnother.errorTitle', { buttonId });

/** Add-another blocks with their button (disabled when logged out or at the maximum). */
export function AddAnotherRenderer({ node }: NodeRendererProps<AddAnotherView>) {
  const { count, canAdd, add, canRemove, remove } = useAddAnother(node.buttonId);
  const texts = useText();
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (reason: unknown) =>
    setFailure(reason instanceof Error ? reason.message : String(reason));
  return (
    <>
      <AddAnother
        label={node.label}
        buttonText={node.buttonText}
        blocks={node.blocks.slice(0, count).map((children, index) => (
          <NodeList key={index} nodes={children} />
        ))}
        canAdd={canAdd}
        onAdd={() => add().catch(fail)}
        canRemove={canRemove}
        onRemove={() => remove().catch(fail)}
      />
      <Toast
        open={failure !== null}
        severity="error"
        title={texts.text('addAnother.errorTitle', { buttonId: node.buttonId })}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
