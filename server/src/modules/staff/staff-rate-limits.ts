import type { RateLimitRule } from '../accounts/rate-limits';

/*
 * The staff login's throttling, as strict as the customers' but on counters of its own: a
 * flood of failed shopper logins for an e-mail never locks out the staff account of that
 * e-mail, nor the other way round. Only failures use up the allowance.
 */
export const STAFF_LOGIN_PER_ACCOUNT: RateLimitRule = {
  name: 'staff-login:account',
  limit: 10,
  windowSeconds: 15 * 60,
};

export const STAFF_LOGIN_PER_ADDRESS: RateLimitRule = {
  name: 'staff-login:address',
  limit: 50,
  windowSeconds: 15 * 60,
};
