import type { SVGProps } from 'react';
import type { IconName } from '@/content/iconShapes';

const sprite = `${import.meta.env.BASE_URL}icons.svg#`;

/**
 * An icon from the site's sprite (src/content/iconShapes.ts): no icon font or third-party request, and no
 * path data in the page's JavaScript. Icons are decorative (aria-hidden); the control that holds
 * one carries the accessible name.
 */
export function Icon({ name, ...props }: SVGProps<SVGSVGElement> & { name: IconName }) {
  return (
    <svg
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
      <use href={sprite + name} />
    </svg>
  );
}
