import { describe, expect, it, vi } from 'vitest';
import { buildIdFromHtml, isNewBuildAvailable, mayReload, reloadForUpdate, reloadLoopGuardMs, updateCheckIntervalMs } from './build-update';

const html = (entry: string) => `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`;

describe('the new-build check', () => {
  it('checks hourly and guards reloads for 10 s', () => {
    expect(updateCheckIntervalMs).toBe(3_600_000);
    expect(reloadLoopGuardMs).toBe(10_000);
  });

  it('reads the hashed entry script of an index.html', () => {
    expect(buildIdFromHtml(html('/assets/index-abc123.js'))).toBe('/assets/index-abc123.js');
    expect(buildIdFromHtml('<script src="/x.js"></script><script src="/assets/index-9.js" type="module"></script>')).toBe('/assets/index-9.js');
    expect(buildIdFromHtml('<html></html>')).toBeNull();
  });

  it('finds a new build when the deployed entry differs from this page', async () => {
    // The running page's own entry script, built with the DOM rather than parsed from markup.
    const entry = Object.assign(document.createElement('script'), { type: 'module', src: '/assets/index-old.js' });
    document.head.append(entry);
    const fetcher = (entry: string) => vi.fn(async () => new Response(html(entry))) as unknown as typeof fetch;
    await expect(isNewBuildAvailable(fetcher('/assets/index-new.js'))).resolves.toBe(true);
    await expect(isNewBuildAvailable(fetcher('/assets/index-old.js'))).resolves.toBe(false);
    entry.remove();
  });

  it('refuses a second reload within 10 s', () => {
    expect(mayReload(20_000, null)).toBe(true);
    expect(mayReload(20_000, 15_000)).toBe(false);
    expect(mayReload(25_000, 15_000)).toBe(true);
    const reload = vi.fn();
    expect(reloadForUpdate(reload, 100_000)).toBe(true);
    expect(reloadForUpdate(reload, 105_000)).toBe(false);
    expect(reloadForUpdate(reload, 111_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
