import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; CHROMIUM_PATH overrides. Playwright's own download does not work here. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. The browser tests need it:\n` +
        `  sudo apt-get update && sudo apt-get install -y chromium\n` +
        `or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
  return candidate;
}

/**
 * Headless, as root, on a machine whose network reaches only the package registries: without
 * the background-networking flags Chromium keeps trying to reach Google's servers.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
}
