import { addressText, type PartTexts } from '@admit/engine';
import type { ReactNode } from 'react';
import { PrintField } from '../print/PrintField.tsx';
import { BlockFieldset } from './BlockFieldset.tsx';

export interface AddressBlockProps {
  label?: string | undefined;
  /** Edit: the part inputs, rendered by the caller. */
  children?: ReactNode;
  /** Print: the answered parts by part name; printed as one line of text. */
  parts?: PartTexts | undefined;
  print?: boolean | undefined;
}

/** An address: street lines, city, state/province, county, ZIP and country; one line of text in print. */
export function AddressBlock({ label, children, parts, print }: AddressBlockProps) {
  if (print) return <PrintField label={label ?? 'Address'} display={addressText(parts ?? {})} />;
  return <BlockFieldset label={label}>{children}</BlockFieldset>;
}
