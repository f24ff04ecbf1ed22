/**
 * A post id as it may appear in /news/detail/$id (anything else is a 404, §2). Its own module:
 * the route's guard runs from the route tree every page loads, and importing it from the blog's
 * API module put that module and the blog's schemas on every agent page too (#9 bytes).
 */
export function isBlogId(raw: string | undefined): boolean {
  return /^[1-9]\d{0,9}$/.test(raw ?? '') && Number(raw) <= 2_147_483_647
}
