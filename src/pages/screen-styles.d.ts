// The screens' stylesheets, from build/screen-styles.ts (server code only).
declare module 'virtual:screen-styles' {
  /** The file with every screen's sheet, relative to the site's base. */
  export const screensFile: string;
}
