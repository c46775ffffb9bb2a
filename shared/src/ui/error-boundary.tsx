import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageError } from './page-error';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the location) clears a caught error. */
  resetKey?: unknown;
  /** What replaces the crashed part: the spec's error page unless told otherwise (a header part shows nothing). */
  fallback?: ReactNode;
}

/** Contains a crash to the part that threw: header, menu and the other screens keep working. */
export class ErrorBoundary extends Component<Props, { error: Error | null; resetKey: unknown }> {
  state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; resetKey: unknown }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Error en la pantalla', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback === undefined ? <PageError /> : this.props.fallback;
  }
}
