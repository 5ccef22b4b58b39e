import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RootErrorView } from './RootErrorView.tsx';

interface Props {
  children?: ReactNode;
  /** A new value (the path after a navigation) clears a shown error. */
  resetKey: string;
}

class Boundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RootErrorView error={this.state.error} />
    );
  }
}

/**
 * The app's error boundary: loads that fail (SWR suspense) and render errors show the root error
 * screen ("Something went wrong."); a rejected session goes to /login. Navigating away clears it.
 */
export function RootErrorBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
