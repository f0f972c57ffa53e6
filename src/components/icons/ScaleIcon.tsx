import type { SVGProps } from 'react';
import { Icon } from './Icon';

export const ScaleIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0L5 7Zm14 0-3 7a3 3 0 0 0 6 0l-3-7ZM12 3l-2 4h4l-2-4Z" />
  </Icon>
);
