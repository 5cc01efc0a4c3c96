import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nObject } from '@/i18n/i18n-util';
import { bidiPayloads, hostileCorpus, longLine, markupPayloads, xssSentinel } from '../../../tests/fixtures/hostile-corpus';
import { renderWithProviders } from '../../../tests/render';
import { removeAllToasts, showToast } from './toast';
import { ToastArea } from './toast-area';

// Hostile text in toasts (issue 13): the toasts that carry text a user wrote are the share-link
// label's ("Link "…" created / removed"); the others carry the product's own words, amounts and
// dates. Every corpus entry goes into both messages in English and Japanese, unchanged; the
// markup, bidi and long-line payloads then go through the real toast area, which must show them
// as text with no element coming out of them. e2e/hostile-text.spec.ts checks the same toasts
// in Chromium: no script runs, the text shows, no sideways scroll on a phone.
const places = (['en', 'ja'] as const).flatMap((locale) => {
  const LL = i18nObject(locale);
  return [
    (label: string) => LL.referral.links.created({ label }),
    (label: string) => LL.referral.links.removed({ label }),
  ];
});
const rendered = [...markupPayloads, ...bidiPayloads, longLine];
// Seven payloads per label, so each message's five toasts (the toaster's limit) show them all.
const labels = Array.from({ length: Math.ceil(rendered.length / 7) }, (_, i) => rendered.slice(i * 7, i * 7 + 7).join(' '));

/** The toast area's own elements; anything else inside a toast came from a payload. */
const ownElements = new Set(['DIV', 'BUTTON', 'svg', 'circle', 'path', 'line']);

describe('hostile text in toasts', () => {
  afterEach(() => act(() => removeAllToasts()));

  it(`keeps all ${hostileCorpus.length} corpus entries verbatim in the ${places.length} share-link messages`, () => {
    // typesafe-i18n trims a parameter: the zero-width no-break space that ends one entry goes.
    const changed = places.flatMap((place) => hostileCorpus.filter((payload) => !place(payload).includes(payload.trim())));
    expect(changed).toEqual([]);
  });

  it(`shows the ${rendered.length} markup, bidi and long-line payloads as text in toasts, and none becomes an element`, async () => {
    renderWithProviders(<ToastArea />);
    let shown = 0;
    for (const place of places.slice(0, 2)) {
      const messages = labels.map(place);
      act(() => {
        removeAllToasts();
        for (const message of messages) showToast({ message, duration: Infinity });
      });
      await waitFor(() => {
        const found = screen.queryAllByTestId('toast').map((toast) => toast.querySelector('[data-part="description"]')?.textContent ?? '');
        expect(found.sort()).toEqual([...messages].sort());
      });
      shown += rendered.filter((payload) => messages.some((message) => message.includes(payload.trim()))).length;
      for (const toast of screen.getAllByTestId('toast')) {
        const strangers = [...toast.querySelectorAll('*')].filter((element) => !ownElements.has(element.tagName));
        expect(strangers.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
      }
    }
    expect(shown).toBe(rendered.length * 2);
    expect((window as unknown as Record<string, unknown>)[xssSentinel]).toBeUndefined();
  });
});
