import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedAreaNames } from '@/i18n/shared-areas';
import { chooseLocale, localeCookieName, readLocaleCookie } from '@/lib/locale';
import { localeCookieName as serverLocaleCookieName, matchRoute, requestLocale, withPreloadLinks } from '../../server/route-preloads.mjs';
import { nginxRouteMap, routePreloadList, walkRouteTable } from '../../scripts/vite/route-preloads.mjs';

// The route chunks a page names (server/route-preloads.mjs), from the list the build writes
// (scripts/vite/route-preloads.mjs). serve.test.ts has the page as the server sends it.
const srcDir = `${fileURLToPath(new URL('../../src', import.meta.url))}/`;

describe("the server's guess of the app's language", () => {
  it('is the app\'s own choice (src/lib/locale.ts) for every cookie and browser language', () => {
    expect(serverLocaleCookieName).toBe(localeCookieName);
    const cookies = [undefined, `${localeCookieName}=ja`, `${localeCookieName}=en`, `other=1; ${localeCookieName}=ja`, `${localeCookieName}=fr`, `${localeCookieName}=%E0%A4%A`];
    const languages = [undefined, 'ja', 'ja-JP', 'ja,en;q=0.9', 'en-US,en;q=0.9', 'ja;q=0.9', 'fr'];
    for (const cookie of cookies) {
      for (const language of languages) {
        // What navigator.language is for that Accept-Language: its first tag.
        const navigatorLanguage = language?.split(',')[0]?.split(';')[0] ?? null;
        const expected = chooseLocale({ cookie: cookie === undefined ? null : readLocaleCookie(cookie), navigatorLanguage });
        expect(requestLocale({ cookie, 'accept-language': language }), `${cookie} / ${language}`).toBe(expected);
      }
    }
  });
});

describe('which route a path is', () => {
  const routes = ['/chats', '/chats/:agentName', '/chats/:agentName/album', '/onboarding/chat-example', '/onboarding/:step', '/'].map((pattern) => ({ pattern }));

  it('matches a parameter to one segment, and prefers fixed segments', () => {
    expect(matchRoute(routes, '/chats')?.pattern).toBe('/chats');
    expect(matchRoute(routes, '/chats/aoi_draws')?.pattern).toBe('/chats/:agentName');
    expect(matchRoute(routes, '/chats/aoi_draws/album')?.pattern).toBe('/chats/:agentName/album');
    expect(matchRoute(routes, '/onboarding/chat-example')?.pattern).toBe('/onboarding/chat-example');
    expect(matchRoute(routes, '/onboarding/emoji-setting')?.pattern).toBe('/onboarding/:step');
    expect(matchRoute(routes, '/')?.pattern).toBe('/');
    expect(matchRoute(routes, '/chats/')?.pattern).toBe('/chats');
  });

  it('is none for a path no route has', () => {
    expect(matchRoute(routes, '/nowhere')).toBeUndefined();
    expect(matchRoute(routes, '/chats/aoi_draws/album/extra')).toBeUndefined();
  });

  it('puts the links before the stylesheet, or before </head>', () => {
    expect(withPreloadLinks('<head><link rel="modulepreload" href="/a.js"><link rel="stylesheet" href="/b.css"></head>', '<L>')).toBe(
      '<head><link rel="modulepreload" href="/a.js"><L><link rel="stylesheet" href="/b.css"></head>',
    );
    expect(withPreloadLinks('<head><title>x</title></head>', '<L>')).toBe('<head><title>x</title><L></head>');
    expect(withPreloadLinks('<head></head>', '')).toBe('<head></head>');
  });
});

describe("the build's list", () => {
  const bundle = {
    'assets/index.js': { type: 'chunk', isEntry: true, imports: ['assets/react.js'], moduleIds: ['/src/main.tsx'] },
    'assets/react.js': { type: 'chunk', imports: [], moduleIds: ['/node_modules/react/index.js'] },
    'assets/chat-page.js': { type: 'chunk', imports: ['assets/react.js', 'assets/bubble.js'], moduleIds: ['/src/chat-page.tsx'] },
    'assets/bubble.js': { type: 'chunk', imports: ['assets/text.js'], moduleIds: ['/src/bubble.tsx'] },
    'assets/text.js': { type: 'chunk', imports: [], moduleIds: ['/src/text.tsx'] },
    'assets/i18n-en.js': { type: 'chunk', imports: [], moduleIds: ['/src/i18n/en/app.ts', '/src/i18n/en/shell.ts'] },
    'assets/i18n-ja.js': { type: 'chunk', imports: [], moduleIds: ['/src/i18n/ja/app.ts', '/src/i18n/ja/shell.ts'] },
    'assets/chat-en.js': { type: 'chunk', imports: [], moduleIds: ['/src/i18n/en/chat.ts'] },
    'assets/chat-ja.js': { type: 'chunk', imports: [], moduleIds: ['/src/i18n/ja/chat.ts'] },
    'assets/index.css': { type: 'asset' },
  };
  const options = { base: '/', locales: ['en', 'ja'], sharedAreas: ['app', 'shell'], areaModule: (locale: string, area: string) => `/src/i18n/${locale}/${area}.ts` };

  it("names each page's chunk and what it imports, through every level, but not what index.html loads", () => {
    const { routes } = routePreloadList(bundle, [{ pattern: '/chats/:agentName', pages: ['/src/chat-page.tsx'], areas: ['chat'] }], options);
    expect(routes).toEqual([
      {
        pattern: '/chats/:agentName',
        files: ['/assets/chat-page.js', '/assets/bubble.js', '/assets/text.js'],
        locales: { en: ['/assets/i18n-en.js', '/assets/chat-en.js'], ja: ['/assets/i18n-ja.js', '/assets/chat-ja.js'] },
      },
    ]);
  });

  it('is the same for nginx: a map from language and address to the links, fixed segments first', () => {
    const list = {
      routes: [
        { pattern: '/chats/:agentName', files: ['/assets/chat-page.js'], locales: { en: ['/assets/i18n-en.js'], ja: ['/assets/i18n-ja.js'] } },
        { pattern: '/chats/:agentName/album', files: ['/assets/album.js'], locales: { en: [], ja: [] } },
        { pattern: '/onboarding/:step', files: ['/assets/step.js'], locales: { en: [], ja: [] } },
        { pattern: '/onboarding/chat-example', files: ['/assets/example.js'], locales: { en: [], ja: [] } },
      ],
    };
    const entries = [...nginxRouteMap(list).matchAll(/^"~(.+)" '(.*)';$/gm)].map(([, pattern = '', links = '']) => ({ regex: new RegExp(pattern), links }));
    expect(entries).toHaveLength(8);
    // nginx takes the first entry whose regex matches "$kizuna_locale $request_uri".
    const linksFor = (key: string) => entries.find(({ regex }) => regex.test(key))?.links ?? '';
    expect(linksFor('ja /chats/aoi_draws')).toBe('<link rel="modulepreload" crossorigin href="/assets/chat-page.js" nonce="$request_id"><link rel="modulepreload" crossorigin href="/assets/i18n-ja.js" nonce="$request_id">');
    expect(linksFor('en /chats/aoi_draws?from=share')).toContain('/assets/i18n-en.js');
    expect(linksFor('en /chats/aoi_draws/album')).toContain('/assets/album.js');
    expect(linksFor('en /onboarding/chat-example')).toContain('/assets/example.js');
    expect(linksFor('en /onboarding/emoji-setting')).toContain('/assets/step.js');
    expect(linksFor('en /chats/aoi_draws/album/more')).toBe('');
    expect(linksFor('en /chatsX/aoi_draws')).toBe('');
  });

  it('fails the build for a page no chunk holds', () => {
    expect(() => routePreloadList(bundle, [{ pattern: '/x', pages: ['/src/missing.tsx'], areas: [] }], options)).toThrow(/no chunk holds \/src\/missing\.tsx/);
  });

  it('has every screen of the route table, each with its pages and areas', async () => {
    const screens = await walkRouteTable({ srcDir, alias: { '@': srcDir.slice(0, -1) } });
    // performance-budgets.json lists every route of the table (route-budgets.test.ts); the
    // 404 ('*') draws without a page of its own.
    const budgets = JSON.parse(readFileSync(path.resolve(srcDir, '../performance-budgets.json'), 'utf8')) as { routes: { route: string }[] };
    const routes = budgets.routes.map((entry) => entry.route).filter((route) => route !== '*');
    expect(screens.map((screen) => screen.pattern).sort()).toEqual(routes.sort());
    const byPattern = new Map(screens.map((screen) => [screen.pattern, screen]));
    expect(byPattern.get('/chats')).toEqual({ pattern: '/chats', pages: [`${srcDir}features/chat/pages/chat-list-page.tsx`], areas: ['chat'] });
    expect(byPattern.get('/sign-in')?.areas).toEqual(['auth', 'validation']);
    // A wizard step draws inside the wizard's layout, loaded as a page of its own.
    expect(byPattern.get('/onboarding/emoji-setting')?.pages).toEqual([`${srcDir}app/layouts/onboarding-layout.tsx`, `${srcDir}features/creator/pages/onboarding-step-page.tsx`]);
    // A later sign-up step: only the gate, which decides in the browser whether the step shows.
    expect(byPattern.get('/sign-up/verification-code')?.pages).toEqual([`${srcDir}features/auth/pages/sign-up-step-gate.tsx`]);
    // The shared areas come with the locale, not with a page.
    for (const screen of screens) for (const area of sharedAreaNames) expect(screen.areas).not.toContain(area);
  });
});
