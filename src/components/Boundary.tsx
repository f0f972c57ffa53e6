import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** Shown instead of the children once one of them has thrown while rendering. */
  fallback: ReactNode;
  /** Hears of the error; React itself logs every error a boundary catches. */
  onError?: (error: Error, info: ErrorInfo) => void;
};

/**
 * React's error boundary, once: the page's last line of defence (src/app/ErrorBoundary.tsx) and
 * each part of a page that may fail on its own (PartBoundary.tsx) are this one class.
 */
export class Boundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
