/**
 * Debian's Chromium, launched the one way the project launches it (the e2e suite, the console's benches, the
 * docs site's tests): Playwright cannot download its own browsers on these machines, and the flags keep a
 * headless run from reaching the network or doing background work that would skew a measurement.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
