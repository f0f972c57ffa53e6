import type { ReactNode, SVGProps } from 'react';

/**
 * The frame every inline SVG icon shares: no icon font or third-party request. Icons are
 * decorative (aria-hidden); the control that holds one carries the accessible name. Each icon
 * has its own file so it lands in the chunk of the screen that shows it, not in the shell.
 */
export function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
