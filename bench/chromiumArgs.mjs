// Debian's Chromium as playwright.config.ts launches it: off the network, no background work
// that would take the bandwidth or the CPU a bench measures.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
