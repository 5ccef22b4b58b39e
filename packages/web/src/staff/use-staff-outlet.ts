import type { StaffMe } from '@admit/contract';
import { useOutletContext } from 'react-router';

/** The signed-in staff member, as the signed-in frame hands it to its screens. */
export const useStaffOutlet = (): StaffMe => useOutletContext<StaffMe>();
