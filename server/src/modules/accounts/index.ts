// The public face of accounts: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { consumeToken, issueToken } from './account-tokens';
export { assertAdult } from './age-rule';
export { authenticate } from './authenticate';
export { refuseCommonPassword } from './common-passwords';
export { type LoginThrottle, throttledCheck } from './login-throttle';
export { keepAccountLanguage, requestedLanguage, type AccountLanguage } from './mail-language';
export { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hash';
export { requestProfileDeletion } from './profile-service';
export { requireAttempts } from './rate-limit';
export {
  type BackoffRule,
  LOGIN_ACCOUNTS_PER_ADDRESS,
  LOGIN_BACKOFF,
  LOGIN_OVER_CEILING,
  type RateLimitRule,
  SIGNUP_CHECK_PER_ADDRESS,
  signupPerAddress,
} from './rate-limits';
export { newToken, tokenDigest } from './secret-token';
export { decidePriority, listPriorityCustomers } from './priority';
