import { Modal } from '@admit/mui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Title of the fallback dialog (spec section 2). */
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Error';
/** Its text (the spec does not give one). */
export const UNEXPECTED_ERROR_TEXT =
  'This window could not be shown. Please close it and try again. If it keeps happening, contact technical help.';

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
      <Modal
        open={this.state.open}
        title={UNEXPECTED_ERROR_TITLE}
        onClose={() => this.setState({ open: false })}
      >
        {UNEXPECTED_ERROR_TEXT}
      </Modal>
    );
  }
}
