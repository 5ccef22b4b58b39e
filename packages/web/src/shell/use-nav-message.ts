import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readNavState } from '../navigation/nav-state.ts';
import { showToast } from './toast-store.ts';

/** Shows the message that travelled in navigation state, once per navigation (spec section 2). */
export function useNavMessage(): void {
  const location = useLocation();
  useEffect(() => {
    const { message } = readNavState(location.state);
    if (message) showToast(message);
    // Once per navigation: every navigation makes a new location object.
  }, [location]);
}
