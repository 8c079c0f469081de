import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logRuntimeError } from '../store/error-log-store';
import { PageError } from './page-error';

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears a shown error. */
  resetKey?: string | undefined;
}

interface State {
  failed: boolean;
  error: unknown;
}

/** Catches what the router's own page boundaries do not (the shell's parts) and logs it. */
export class ShellErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logRuntimeError(error, info.componentStack ?? 'react');
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false, error: undefined });
    }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <PageError error={this.state.error} reset={() => this.setState({ failed: false, error: undefined })} />
    );
  }
}
