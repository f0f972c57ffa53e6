import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';

type Props = {
  children: ReactNode;
  /** Shown in the part's place if it fails; a short note that it could not be shown, if not given. */
  fallback?: ReactNode;
};
type State = { failed: boolean };

/**
 * One part of a page that may fail on its own. A render error inside it shows the fallback in
 * its place, and only there: the rest of the page stays, and so does what the visitor has typed
 * in a form beside it (an error that reached the page's boundary would unmount the form and its
 * state with it).
 */
export class PartBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <PartFailed />;
  }
}

function PartFailed() {
  const { t } = useLanguage();
  return (
    <p className="part-failed" role="alert">
      {t('common.partFailed')}
    </p>
  );
}
