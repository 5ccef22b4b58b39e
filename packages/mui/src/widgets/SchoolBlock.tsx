import type { ReactNode } from 'react';
import { BlockFieldset } from './BlockFieldset.tsx';

export interface SchoolBlockProps {
  label?: string | undefined;
  /** The part inputs (name search first), rendered by the caller. */
  children?: ReactNode;
}

/** A school: name search, address, city, state, ZIP, CEEB code. */
export function SchoolBlock({ label, children }: SchoolBlockProps) {
  return <BlockFieldset label={label}>{children}</BlockFieldset>;
}
