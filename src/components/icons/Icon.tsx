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
    // Stroke and fill come from `.icon` (global.css): once in the stylesheet, not on every icon.
    <svg className="icon" width="20" height="20" aria-hidden="true" {...props}>
      <use href={sprite + name} />
    </svg>
  );
}
