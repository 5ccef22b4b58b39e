import { Modal } from '@admit/mui';
import { useText } from '@admit/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: unknown;
  open: boolean;
}

/** Wraps a dialog's content: an error inside it shows the "Unexpected Error" dialog instead of breaking the page. */
export class DialogErrorBoundary extends Component<{ children?: ReactNode }, State> {
  override state: State = { error: undefined, open: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, open: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Dialog error', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <UnexpectedErrorDialog
        open={this.state.open}
        onClose={() => this.setState({ open: false })}
      />
    );
  }
}

/** The "Unexpected Error" dialog (spec section 2; the spec gives no text, the catalogue does). */
function UnexpectedErrorDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useText();
  return (
    <Modal open={open} title={t.text('dialogError.title')} onClose={onClose}>
      {t.text('dialogError.text')}
    </Modal>
  );
}
