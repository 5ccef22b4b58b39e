import { Toast } from '@admit/mui';
import { useToasts } from './toast-store.ts';

/** Renders the current toast with the widget set's Toast. */
export function ToastHost() {
  const toast = useToasts((s) => s.toast);
  const close = useToasts((s) => s.close);
  return (
    <Toast
      key={toast?.id}
      open={toast !== null}
      severity={toast?.severity ?? 'success'}
      title={toast?.title}
      message={toast?.text ?? ''}
      onClose={close}
    />
  );
}
