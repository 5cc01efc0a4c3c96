// The words of a text that carry meaning, for the rough matching the mock twin (does a fan's
// question touch a topic to avoid?) and the publish probe (did the reply steer away, did it
// carry the fact?) both do. One list and one rule, so the probe judges replies by the same
// words the twin answers by.
const stopWords = new Set(
  'about that this with from have your what when where which would there their they them then than tell know some more just like really could should does into also been were will very much many ever only curious'.split(' '),
);

/** Latin words of 4+ letters (minus stop words), and two-character runs of Han and Katakana text. */
export const keywordsOf = (text: string): Set<string> => {
  const words = new Set<string>();
  for (const token of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!token) continue;
    if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(token)) {
      const chars = Array.from(token).filter((c) => /[\p{Script=Han}\p{Script=Katakana}]/u.test(c));
      for (let i = 0; i + 1 < chars.length; i += 1) words.add(`${chars[i]}${chars[i + 1]}`);
    } else if (token.length >= 4 && !stopWords.has(token)) {
      words.add(token);
    }
  }
  return words;
};

/** How many keywords two sets share. */
export const sharedKeywords = (a: Set<string>, b: Set<string>): number => [...a].filter((w) => b.has(w)).length;
