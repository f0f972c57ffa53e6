import type { ErrorInfo, ReactNode } from 'react';
import { Boundary } from '@/components/Boundary';

const homeUrl = import.meta.env.BASE_URL;

function report(error: Error, info: ErrorInfo) {
  console.error('Unexpected Application Error!', error, info.componentStack);
  document.title = 'Unexpected Application Error!';
}

/**
 * Last line of defence: an unhandled render error shows the spec's error page with a way
 * home instead of a blank screen. It renders no translated text or context on purpose:
 * whatever failed may be the very thing it would use.
 */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary
      onError={report}
      fallback={
        <main id="main" className="error-page container">
          <h1>Unexpected Application Error!</h1>
          <p>Der opstod en uventet fejl. / Something went wrong.</p>
          <p>
            <a className="button" href={homeUrl}>
              Gå til forsiden / Go to the home page
            </a>
          </p>
        </main>
      }
    >
      {children}
    </Boundary>
  );
}
