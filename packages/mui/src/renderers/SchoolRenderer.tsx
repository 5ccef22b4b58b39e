import { SCHOOL_TEXT_PARTS, type ViewNode } from '@admit/engine';
import { useFormMode, usePrintScope, type NodeRendererProps } from '@admit/react';
import { SchoolBlock } from '../widgets/SchoolBlock.tsx';
import { BlockPart } from './BlockPart.tsx';
import { usePartTexts } from './use-part-texts.ts';

type SchoolView = Extract<ViewNode, { parts: unknown }>;

/**
 * A school block: name search and the parts it fills. In print, "name (Ceeb: code)" and then the
 * address parts the print projection shows, each as its own answer.
 */
export function SchoolRenderer({ node }: NodeRendererProps<SchoolView>) {
  const print = useFormMode() === 'print';
  const printed = usePrintScope()?.itemKeys;
  const parts = usePartTexts(node.parts);
  if (print)
    return (
      <SchoolBlock label={node.label} parts={parts} print>
        {node.parts
          .filter((part) => !SCHOOL_TEXT_PARTS.has(part.part?.part ?? ''))
          .filter((part) => !printed || printed.has(part.key))
          .map((part) => (
            <BlockPart key={part.key} field={part} />
          ))}
      </SchoolBlock>
    );
  return (
    <SchoolBlock label={node.label}>
      {node.parts.map((part) => (
        <BlockPart key={part.key} field={part} />
      ))}
    </SchoolBlock>
  );
}
