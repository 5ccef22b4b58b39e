import { productText } from '@admit/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { applicationApi } from '../api/application-api.ts';
import { useCachedLoad } from '../api/use-cached-load.ts';
import { DialogErrorBoundary } from './DialogErrorBoundary.tsx';
import { InactivityModal } from './InactivityModal.tsx';
import { SESSION_IDLE_MS, SESSION_WARNING_MS } from '@admit/contract/constants';
import { createInactivityTimer, type InactivityTimer } from '../session/inactivity-timer.ts';
import { logout } from '../session/session-actions.ts';
import { useSession } from '../session/session-store.ts';

/** What counts as the applicant doing something. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];

const CLIENT_CONFIG_KEY = 'client-config';

/** Idle and warning times as the server sets them (SESSION_IDLE_MS), else the spec's. */
function useIdleTimes(): { idleMs: number; warningMs: number } {
  const { data } = useCachedLoad(CLIENT_CONFIG_KEY, applicationApi.clientConfig);
  return {
    idleMs: data?.session_idle_ms ?? SESSION_IDLE_MS,
    warningMs: data?.session_warning_ms ?? SESSION_WARNING_MS,
  };
}

function ActiveWatcher() {
  const { idleMs, warningMs } = useIdleTimes();
  const navigate = useNavigate();
  const [warning, setWarning] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const timer = useRef<InactivityTimer | null>(null);
  if (failure !== undefined) throw failure;

  useEffect(() => {
    const inactivity = createInactivityTimer({
      idleMs,
      warningMs,
      onWarn: () => setWarning(true),
      onTimeout: () => {
        setWarning(false);
        logout(navigate, { severity: 'error', text: productText('inactivity.loggedOut') }).catch(
          setFailure,
        );
      },
    });
    // The server ends a session after the same idle time without requests: while the applicant
    // is busy on one page (a long essay), a light request now and then keeps it alive.
    let lastPing = Date.now();
    const onActivity = () => {
      inactivity.activity();
      if (!inactivity.warning && Date.now() - lastPing > idleMs / 3) {
        lastPing = Date.now();
        applicationApi.tabs().catch(() => undefined);
      }
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onActivity);
    inactivity.start();
    timer.current = inactivity;
    return () => {
      inactivity.stop();
      for (const name of ACTIVITY_EVENTS)
        window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onActivity);
    };
  }, [idleMs, warningMs, navigate]);

  return (
    <DialogErrorBoundary>
      <InactivityModal
        open={warning}
        onStay={() => {
          setWarning(false);
          timer.current?.stay();
          applicationApi.tabs().catch(() => undefined);
        }}
        onLeave={() => {
          setWarning(false);
          timer.current?.stop();
          logout(navigate).catch(setFailure);
        }}
      />
    </DialogErrorBoundary>
  );
}

/**
 * Logs a logged-in applicant out after the idle time, with the "Still working?" warning before
 * (spec section 4). Visitors and staff are never timed out.
 */
export function InactivityWatcher() {
  const active = useSession((s) => s.is_logged_in && !s.is_service_user);
  return active ? <ActiveWatcher /> : null;
}
