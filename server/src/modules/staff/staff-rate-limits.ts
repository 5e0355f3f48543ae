import {
  LOGIN_ACCOUNTS_PER_ADDRESS,
  LOGIN_BACKOFF,
  LOGIN_OVER_CEILING,
  type BackoffRule,
  type RateLimitRule,
  type LoginThrottle,
} from '../accounts';

/*
 * The staff login's throttling: the shoppers' rules on counters of its own, so a flood of
 * failed shopper logins for an e-mail never slows the staff account of that e-mail, nor the
 * other way round.
 */
export const STAFF_LOGIN_BACKOFF: BackoffRule = { ...LOGIN_BACKOFF, name: 'staff-login:pair' };

export const STAFF_LOGIN_ACCOUNTS_PER_ADDRESS: RateLimitRule = {
  ...LOGIN_ACCOUNTS_PER_ADDRESS,
  name: 'staff-login:accounts',
};

export const STAFF_LOGIN_OVER_CEILING: BackoffRule = {
  ...LOGIN_OVER_CEILING,
  name: 'staff-login:over',
};

export const STAFF_LOGIN_THROTTLE: LoginThrottle = {
  backoff: STAFF_LOGIN_BACKOFF,
  accountsPerAddress: STAFF_LOGIN_ACCOUNTS_PER_ADDRESS,
  overCeiling: STAFF_LOGIN_OVER_CEILING,
};
