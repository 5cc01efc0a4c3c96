// The pictures of the benchmarks' API, served as production serves them: from URLs.
//
// The mock backend draws its seeded avatars and photos as SVG data URLs, and keeps an uploaded
// picture as a data URL too, so that it works offline and ships no binary file. Production's API
// answers with the address of a stored picture instead. That difference is not neutral to
// Lighthouse: Lantern, its simulator, counts each `data:` picture as a network request with no
// known initiator, starts it as soon as the script that drew it has arrived, and divides the
// phone's bandwidth among every request in flight, so the six avatars of the chat list cut the
// app's own download to a seventh for a moment and its TCP window with it. A cold /chats
// then drew ~240 ms later in Lantern's estimate than with the same pictures at URLs
// (docs/decisions/performance-budgets.md, thirty-eighth round).
//
// So the benchmarks' static server (perf-servers.mjs' startStaticServer, given the API to pass
// on) passes each JSON answer of the API through `picturesAsUrls`, which puts every
// `data:image/…` string at an address of the site's own origin, and answers those addresses
// with the picture's bytes.

const prefix = '/bench-pictures/';
// `data:<type>[;param…][;base64],<payload>`: the mock writes `;utf8` SVG and `;base64` uploads.
const dataUrl = /^data:(image\/[\w.+-]+)(?:;(?!base64,)[\w-]+(?:=[\w-]+)?)*(;base64)?,(.*)$/s;

/**
 * A store of the pictures seen so far. The same picture always gets the same address, as a
 * stored file has one, so a browser's cache works across answers.
 */
export const createPictureStore = () => {
  const byContent = new Map();
  const pictures = [];

  /** The picture's address on `origin`, or the string itself when it is not a picture's data URL. */
  const addressOf = (value, origin) => {
    const match = dataUrl.exec(value);
    if (!match) return value;
    let index = byContent.get(value);
    if (index === undefined) {
      const [, type, base64, payload] = match;
      const body = base64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
      index = pictures.push({ type, body }) - 1;
      byContent.set(value, index);
    }
    return `${origin}${prefix}${index}`;
  };

  const walk = (value, origin) => {
    if (typeof value === 'string') return addressOf(value, origin);
    if (Array.isArray(value)) return value.map((item) => walk(item, origin));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, origin)]));
    return value;
  };

  return {
    /** A JSON text with every picture's data URL replaced by its address on `origin` (a text that is not JSON, as it is). */
    picturesAsUrls: (json, origin) => {
      let value;
      try {
        value = JSON.parse(json);
      } catch {
        return json;
      }
      return JSON.stringify(walk(value, origin));
    },
    /** The picture at `pathname` ({ type, body }), or null when the path is not one of ours. */
    pictureAt: (pathname) => {
      if (!pathname.startsWith(prefix)) return null;
      return pictures[Number(pathname.slice(prefix.length))] ?? null;
    },
  };
};
