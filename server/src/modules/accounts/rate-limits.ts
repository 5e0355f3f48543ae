/**
 * Every throttling rule of the accounts module in one place. Reset requests, signups and card
 * checks are fixed windows per client address (and account); password checks are slowed per
 * account and address pair (login-throttle.ts), so nobody can lock an owner out.
 */
export interface RateLimitRule {
  /** Prefix of the counter key; the subject (account or address) is hashed after it. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Failed password checks of one account from one client address: the first few are free, then
 * each further try waits twice as long as the one before, up to a cap. A right password from
 * another address (the owner's) is never held up by them (ASVS 2.2.1).
 */
export interface BackoffRule {
  name: string;
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A pair with no attempt for this long starts again from zero. */
  forgetAfterSeconds: number;
}

export const LOGIN_BACKOFF: BackoffRule = {
  name: 'login:pair',
  freeFailures: 5,
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 3600,
};

/**
 * Credential spraying: how many different accounts one address may fail on in the window.
 * Over it, that address may try no new account; the accounts it already tries stay slowed.
 */
export const LOGIN_ACCOUNTS_PER_ADDRESS: RateLimitRule = {
  name: 'login:accounts',
  limit: 20,
  windowSeconds: 15 * 60,
};

/**
 * Over the ceiling, tries that would start a series on one more account are not refused
 * outright (people behind one office or mobile NAT share an address with the sprayer) but
 * gated: the address gets one checked try, then waits firstDelaySeconds, doubled by each
 * failed try, up to maxDelaySeconds. Such tries never open a series (login-throttle.ts).
 */
export const LOGIN_OVER_CEILING: BackoffRule = {
  name: 'login:over',
  freeFailures: 0,
  firstDelaySeconds: 5,
  maxDelaySeconds: 60,
  forgetAfterSeconds: 15 * 60,
};

export const RESET_PER_ACCOUNT: RateLimitRule = {
  name: 'reset:account',
  limit: 5,
  windowSeconds: 60 * 60,
};

export const RESET_PER_ADDRESS: RateLimitRule = {
  name: 'reset:address',
  limit: 20,
  windowSeconds: 60 * 60,
};

/**
 * Each signup hashes a password and sends a mail anywhere: as costly to abuse as a login. The
 * limit comes from SIGNUPS_PER_ADDRESS_HOUR (browser tests sign many customers up).
 */
export function signupPerAddress(limit: number): RateLimitRule {
  return { name: 'signup:address', limit, windowSeconds: 60 * 60 };
}

/** Card and identity checks: guessing a member's data takes many tries. */
export const SIGNUP_CHECK_PER_ADDRESS: RateLimitRule = {
  name: 'signupcheck:address',
  limit: 30,
  windowSeconds: 15 * 60,
};

export const ALL_RATE_LIMITS = [
  SIGNUP_CHECK_PER_ADDRESS,
  signupPerAddress(1),
  LOGIN_ACCOUNTS_PER_ADDRESS,
  RESET_PER_ACCOUNT,
  RESET_PER_ADDRESS,
];

/** How long the housekeeping keeps a counter: the longest window or pair memory. */
export const LONGEST_COUNTER_SECONDS = Math.max(
  ...ALL_RATE_LIMITS.map((r) => r.windowSeconds),
  LOGIN_BACKOFF.forgetAfterSeconds,
);
