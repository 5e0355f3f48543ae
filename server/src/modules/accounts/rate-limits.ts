/**
 * Every throttling rule of the accounts module in one place. Login allows only failed attempts
 * to use up the allowance (a successful login gives its attempt back); reset requests all count.
 */
export interface RateLimitRule {
  /** Prefix of the counter key; the subject (account or address) is hashed after it. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const LOGIN_PER_ACCOUNT: RateLimitRule = {
  name: 'login:account',
  limit: 10,
  windowSeconds: 15 * 60,
};

export const LOGIN_PER_ADDRESS: RateLimitRule = {
  name: 'login:address',
  limit: 50,
  windowSeconds: 15 * 60,
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

/** Card and identity checks: guessing a member's data takes many tries. */
export const SIGNUP_CHECK_PER_ADDRESS: RateLimitRule = {
  name: 'signupcheck:address',
  limit: 30,
  windowSeconds: 15 * 60,
};

export const ALL_RATE_LIMITS = [
  SIGNUP_CHECK_PER_ADDRESS,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  RESET_PER_ACCOUNT,
  RESET_PER_ADDRESS,
];
