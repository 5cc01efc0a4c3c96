// Crawlers and bots get no error page (only a log line): an error page would be indexed.
const botPattern =
  /bot\b|bot\/|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|discordbot|headlesschrome\/.*lighthouse|google-inspectiontool|mediapartners-google|adsbot|apis-google|feedfetcher|ia_archiver|ahrefs|semrush|yandex|baiduspider|duckduckbot|applebot|petalbot|bytespider|gptbot|claudebot|ccbot/i;

export const isBotUserAgent = (userAgent: string | null | undefined = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean =>
  Boolean(userAgent && botPattern.test(userAgent));
