// The flags every Chromium we start runs with: the journeys (playwright.config.ts), the route
// budget check, the Lighthouse, start-up and chat benchmarks. Debian's Chromium runs as root without
// a sandbox, and our machines reach no Google service, so background networking is off.
//
// Chromium 156 opens two WebUI pages (the omnibox popups, chrome://omnibox-popup.top-chrome/)
// in a renderer of their own for every new window, and Playwright opens a window for every
// browser context, that is for every journey. Over the route walk (23 journeys) that renderer
// took 23.3 s of CPU out of 315 s; a page nobody sees. Turning the two features off removes it.
//
// Chromium keeps only the last --disable-features it is given, and Playwright passes its own
// list before ours, so ours has to carry Playwright's list too (playwright-core's
// chromiumSwitches.ts; tests/hosting/chromium-flags.test.ts fails when an upgrade adds to it).
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const unseenWindowPages = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...playwrightDisabledFeatures, ...unseenWindowPages].join(',')}`,
];
