// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './ErrorBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the spec error page with a way home instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      createRoot(container).render(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      );
    });
    expect(container.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(document.title).toBe('Unexpected Application Error!');
  });

  it('renders its children when nothing fails', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      createRoot(container).render(
        <ErrorBoundary>
          <p>Indhold</p>
        </ErrorBoundary>,
      );
    });
    expect(container.textContent).toBe('Indhold');
  });
});
