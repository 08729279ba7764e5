import { Component, type ReactNode } from 'react';
import { buttonClass } from './button';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called before the boundary renders its children again (e.g. to forget a failed remote load). */
  onReset?: () => void;
  /** Rendered instead of the 'Try again' box: for optional parts that should fail quietly. */
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it (React logs them) and offers a 'Try again' button instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-24 text-center">
        <h2 className="text-3xl">Something went wrong</h2>
        <p className="mt-3 text-ink-soft">This part of the page could not be loaded. Please try again.</p>
        <button type="button" onClick={this.reset} className={`${buttonClass('outline')} mt-8`}>
          Try again
        </button>
      </div>
    );
  }
}
