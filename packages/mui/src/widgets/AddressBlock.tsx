import type { ReactNode } from 'react';
import { BlockFieldset } from './BlockFieldset.tsx';

export interface AddressBlockProps {
  label?: string | undefined;
  /** The part inputs, rendered by the caller. */
  children?: ReactNode;
}

/** An address: street lines, city, state/province, county, ZIP and country. */
export function AddressBlock({ label, children }: AddressBlockProps) {
  return <BlockFieldset label={label}>{children}</BlockFieldset>;
}
