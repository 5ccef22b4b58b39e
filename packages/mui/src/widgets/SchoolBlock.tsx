import { schoolText, type PartTexts } from '@admit/engine';
import type { ReactNode } from 'react';
import { PrintField } from '../print/PrintField.tsx';
import { BlockFieldset } from './BlockFieldset.tsx';

export interface SchoolBlockProps {
  label?: string | undefined;
  /** Edit: the part inputs (name search first); print: the address parts, each as its own answer. */
  children?: ReactNode;
  /** Print: the answered parts by part name. */
  parts?: PartTexts | undefined;
  print?: boolean | undefined;
}

/**
 * A school: name search, address, city, state, ZIP, CEEB code. Prints as "name (Ceeb: code)"
 * followed by the address parts as answers of their own (spec section 6).
 */
export function SchoolBlock({ label, children, parts, print }: SchoolBlockProps) {
  if (print)
    return (
      <>
        <PrintField label={label ?? 'School'} display={schoolText(parts ?? {})} />
        {children}
      </>
    );
  return <BlockFieldset label={label}>{children}</BlockFieldset>;
}
