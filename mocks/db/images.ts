// Seed pictures drawn as small SVG data URLs: the mock backend works offline and ships no
// binary assets.
const svgUrl = (svg: string): string => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A round avatar with initials on a gradient of the given hue. */
export const avatarImage = (label: string, hue: number): string => {
  const initials = escapeXml(Array.from(label.trim()).slice(0, 2).join('').toUpperCase());
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,42%)"/></linearGradient></defs>` +
      `<rect width="96" height="96" rx="48" fill="url(#g)"/><text x="48" y="58" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
};

/** A landscape "photo" standing in for album and chat media. It carries no caption: the screens show the
 * title beside it, and text drawn into the picture is cut off wherever the tile crops it. */
export const photoImage = (hue: number, blurred = false): string =>
  svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},65%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},55%,35%)"/></linearGradient>` +
      `<filter id="b"><feGaussianBlur stdDeviation="${blurred ? 14 : 0}"/></filter></defs>` +
      `<g filter="url(#b)"><rect width="320" height="240" fill="url(#g)"/><circle cx="240" cy="70" r="34" fill="hsl(${(hue + 180) % 360},80%,85%)"/>` +
      `<path d="M0 200 L90 120 L170 190 L230 140 L320 210 L320 240 L0 240 Z" fill="hsl(${hue},40%,25%)"/></g></svg>`,
  );
