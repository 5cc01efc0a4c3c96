import { describe, expect, it } from 'vitest';
import { loadedWithEntry, preloadWhatIsMissing } from '../../scripts/vite/preload-what-is-missing.mjs';

// The production build's preload lists (scripts/vite/preload-what-is-missing.mjs): a lazy
// chunk's list leaves out what the entry has loaded, and keeps everything else it needs.
const bundle = {
  'assets/index.js': { type: 'chunk', isEntry: true, imports: ['assets/react.js', 'assets/router.js'] },
  'assets/react.js': { type: 'chunk', imports: [] },
  'assets/router.js': { type: 'chunk', imports: ['assets/react.js'] },
  'assets/chat-page.js': { type: 'chunk', imports: ['assets/react.js', 'assets/message-bubble.js'] },
  'assets/message-bubble.js': { type: 'chunk', imports: ['assets/react.js'] },
  'assets/message-text.css': { type: 'asset' },
};

describe('the preload lists of lazy chunks', () => {
  it('count as loaded the entry and what it imports statically, through every level', () => {
    expect([...loadedWithEntry(bundle)].sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/router.js']);
  });

  it("leave out only what is loaded: a lazy chunk keeps its own chunks' preloads", () => {
    const { plugin, resolveDependencies } = preloadWhatIsMissing();
    const generateBundle = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    generateBundle.handler({}, bundle);
    expect(resolveDependencies('assets/chat-page.js', ['assets/chat-page.js', 'assets/react.js', 'assets/message-bubble.js', 'assets/router.js'])).toEqual([
      'assets/chat-page.js',
      'assets/message-bubble.js',
    ]);
  });

  it("keep index.html's list whole: it preloads the entry's own chunks, which nothing has loaded yet", () => {
    const { plugin, resolveDependencies } = preloadWhatIsMissing();
    const generateBundle = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    generateBundle.handler({}, bundle);
    expect(resolveDependencies('assets/index.js', ['assets/react.js', 'assets/router.js'], { hostType: 'html' })).toEqual(['assets/react.js', 'assets/router.js']);
    // The same chunks asked for by a lazy chunk are loaded by then.
    expect(resolveDependencies('assets/chat-page.js', ['assets/react.js', 'assets/router.js'], { hostType: 'js' })).toEqual([]);
  });

  it('keep the whole list when the bundle has no entry to go by', () => {
    const { plugin, resolveDependencies } = preloadWhatIsMissing();
    const generateBundle = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    generateBundle.handler({}, { 'assets/react.js': { type: 'chunk', imports: [] } });
    expect(resolveDependencies('assets/chat-page.js', ['assets/react.js', 'assets/message-bubble.js'])).toEqual(['assets/react.js', 'assets/message-bubble.js']);
  });
});
