import { SANDBOX_BOARDING_PATH } from '../modules/payments/sandbox/sandbox-paths';

const REDACTED = '[redacted]';

/** Query names whose value is a secret, as they are or within a longer name. */
const SECRET_NAMES = new Set(['code', 'key', 'tid', 'sig', 'otp', 'pin', 'auth', 'boarding']);
const SECRET_NAME_PARTS = /token|secret|passw|pwd|activation|signature|session|api_?key/i;

/** Paths with a secret segment: the sandbox boarding id stands for the payer's session. */
const SECRET_SEGMENTS = [new RegExp(`^(${SANDBOX_BOARDING_PATH}/)[^/]+`)];

function decoded(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

function isSecretName(raw: string): boolean {
  const name = decoded(raw).toLowerCase();
  return SECRET_NAMES.has(name) || SECRET_NAME_PARTS.test(name);
}

/**
 * A URL fit for a log: the values of secret query parameters (reset and activation tokens,
 * codes, keys, passwords) and secret path segments replaced by `[redacted]`; the rest as it
 * came, so the line still says which page was asked for.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  let path = mark === -1 ? url : url.slice(0, mark);
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  if (mark === -1) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1 || !isSecretName(pair.slice(0, eq))) return pair;
      return `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}
