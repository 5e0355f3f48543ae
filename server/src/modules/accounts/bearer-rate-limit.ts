import type { RateLimitRule } from './rate-limits';

/**
 * Requests per API token (issue 18): a runaway client or a leaked token cannot flood the shop.
 * The web app's cookie is not counted: its requests come from one person's browser.
 * Its window is shorter than the login rules', so the stale-counter sweep covers it.
 */
export const BEARER_REQUESTS: RateLimitRule = {
  name: 'bearer:token',
  limit: 300,
  windowSeconds: 60,
};
