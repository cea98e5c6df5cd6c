// Crawlers and link-preview fetchers ("bot" covers Googlebot, bingbot, Slackbot, Twitterbot...).
// Headless Chrome is not a bot here: people's tools and our own end-to-end tests use it.
const BOT = /bot\b|bot\/|crawler|spider|crawling|slurp|facebookexternalhit|embedly|lighthouse|mediapartners|ia_archiver/i;

/** Whether a user agent belongs to a crawler; error pages are not rendered for those. */
export function isBot(userAgent: string | null): boolean {
  return !!userAgent && BOT.test(userAgent);
}
