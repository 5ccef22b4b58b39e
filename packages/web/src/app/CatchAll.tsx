import { Navigate, useLocation } from 'react-router';
import { catchAllTarget } from '../navigation/navigation-rules.ts';
import { DEFAULT_ROUTE } from '../partner/partner.ts';

/** Any unknown path goes to the default route, keeping the query string (spec section 2). */
export function CatchAll() {
  const { search } = useLocation();
  return <Navigate to={catchAllTarget(DEFAULT_ROUTE, search)} replace />;
}
