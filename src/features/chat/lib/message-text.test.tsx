import { describe, expect, it } from 'vitest';
import { hostileCorpus, markupPayloads } from '../../../../tests/fixtures/hostile-corpus';
import { renderWithProviders } from '../../../../tests/render';
import { MessageText, splitText } from './message-text';

// Every entry of the hostile corpus (BLNS, HTML/markdown/URL payloads, bidi, a 10,000-character
// line) through the chat's text component: it renders text and http(s) links only.
describe('MessageText with hostile text', () => {
  it('splits every corpus entry into text and http(s) links that add up to the entry', () => {
    for (const text of hostileCorpus) {
      const parts = splitText(text);
      expect(parts.map((part) => part.text).join('')).toBe(text);
      for (const part of parts) if (part.kind === 'link') expect(new URL(part.href).protocol).toMatch(/^https?:$/);
    }
  });

  it('renders every entry with markup, a link or a scheme as its own text, with no element but safe links', () => {
    // The rest is plain text to splitText (checked above), which React can only render as text.
    const risky = hostileCorpus.filter((text) => /[<>&:]|\p{Bidi_Control}/u.test(text) || text.length > 1000);
    expect(risky.length).toBeGreaterThan(200);
    const { container } = renderWithProviders(
      <>
        {risky.map((text, i) => (
          <p key={i} data-entry={i}>
            <MessageText text={text} />
          </p>
        ))}
      </>,
    );
    const rows = container.querySelectorAll('p[data-entry]');
    expect(rows).toHaveLength(risky.length);
    rows.forEach((row, i) => {
      const text = risky[i] ?? '';
      expect(row.textContent).toBe(text);
      for (const element of row.querySelectorAll('*')) {
        expect(element.tagName, `an element from ${JSON.stringify(text.slice(0, 60))}`).toBe('A');
        expect(element.getAttribute('href') ?? '').toMatch(/^https?:\/\//);
        expect(element.getAttribute('rel')).toBe('noopener noreferrer');
        expect([...element.attributes].map((a) => a.name).sort()).toEqual(['class', 'href', 'rel', 'target']);
      }
    });
  });

  it('never makes a link of javascript: or data:', () => {
    const links = hostileCorpus.flatMap((text) => splitText(text).filter((part) => part.kind === 'link'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      if (link.kind !== 'link') continue;
      expect(new URL(link.href).protocol).toMatch(/^https?:$/);
      expect(link.href).not.toMatch(/^(javascript|data|vbscript):/i);
    }
    // The payloads built around javascript: and data: stay text.
    for (const text of markupPayloads.filter((p) => /^(javascript|data):/i.test(p))) {
      expect(splitText(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps a link inside a payload from breaking out of its attribute', () => {
    const parts = splitText('https://kizuna.example/?q="><img src=x onerror=alert(1)>');
    expect(parts[0]).toEqual({ kind: 'link', text: 'https://kizuna.example/?q=', href: 'https://kizuna.example/?q=' });
    expect(parts.map((part) => part.text).join('')).toBe('https://kizuna.example/?q="><img src=x onerror=alert(1)>');
  });
});
