import { Fragment } from 'react';
import '../components/message-row.css';

// User and AI text is shown as text: React escapes it, `white-space: pre-wrap` keeps line
// breaks, emoji are just characters. Addresses become links only when they are http(s),
// and open in a new tab without giving it access to this one.
const urlPattern = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence is not part of the address.
const trailing = /[.,;:!?)\]}'"、。！？」』）]+$/u;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

export const safeHref = (candidate: string): string | null => {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

export const splitText = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const raw = match[0];
    const cut = raw.replace(trailing, '');
    const start = match.index ?? 0;
    const href = cut ? safeHref(cut) : null;
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: cut, href });
    last = start + cut.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
};

export const MessageText = ({ text }: { text: string }) => (
  <>
    {splitText(text).map((part, i) =>
      part.kind === 'link' ? (
        <a key={i} className="kz-link" href={part.href} target="_blank" rel="noopener noreferrer">
          {part.text}
        </a>
      ) : (
        <Fragment key={i}>{part.text}</Fragment>
      ),
    )}
  </>
);
