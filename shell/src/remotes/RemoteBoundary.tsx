import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from 'shared-contracts';
import { remoteRegistry } from './remote-registry';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';

interface BoundaryProps {
  remote: RemoteName;
  children: ReactNode;
  /** Shown while loading; defaults to a centred spinner. */
  loading?: ReactNode;
  /** Compact fallback for small slots. */
  compact?: boolean;
  /**
   * A whole page: while loading and after a failure the boundary is the page's main landmark with
   * a level-one heading, as the remote's own screen would be.
   */
  page?: boolean;
}

interface BoundaryState {
  error: Error | null;
  attempt: number;
}

/**
 * Wraps one remote slot: Suspense while it loads, and a translated fallback with Retry when it
 * fails to load or throws while rendering. Other slots and navigation are unaffected.
 */
export class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    remoteRegistry.reset(this.props.remote);
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    const { page, compact } = this.props;
    if (this.state.error) {
      const fallback = <RemoteFallback error={this.state.error} onRetry={this.retry} compact={compact} page={page} />;
      return page ? <main>{fallback}</main> : fallback;
    }
    const loading = this.props.loading ?? <RemoteLoading page={page} />;
    return (
      <Suspense key={this.state.attempt} fallback={page ? <main aria-busy="true">{loading}</main> : loading}>
        {this.props.children}
      </Suspense>
    );
  }
}
