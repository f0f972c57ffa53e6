import { iconShapes } from '../../src/content/iconShapes.ts';

/** The sprite /icons.svg: one <symbol> per icon, its id the icon's name. */
export function iconSprite(): string {
  const symbols = Object.entries(iconShapes).map(([name, shape]) => `<symbol id="${name}" viewBox="0 0 24 24">${shape}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
