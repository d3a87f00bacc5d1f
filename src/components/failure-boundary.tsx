import { Component, type ErrorInfo, type ReactNode } from 'react';

interface FailureBoundaryProps {
  /** What is inside, for the console ('the notification bell'). */
  name: string;
  /** Shown in place of what failed; `retry` renders it again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface FailureBoundaryState {
  failed: boolean;
}

/**
 * A part of the page that throws while rendering shows `fallback` in its place, and everything
 * around it goes on: the header's bell and member menu, a page's sections. The route's boundary is
 * for a page as a whole, the root's for the shell itself.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, FailureBoundaryState> {
  override state: FailureBoundaryState = { failed: false };

  static getDerivedStateFromError(): FailureBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[section] ${this.props.name} failed to render`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
