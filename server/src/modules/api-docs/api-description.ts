import { errorCatalogue, httpStatusOf, type ErrorKey } from '@spesa/contracts';

/** The document's introduction: envelope, paging, auth and the whole error catalogue. */
export function apiDescription(): string {
  const rows = (Object.keys(errorCatalogue) as ErrorKey[])
    .map((key) => {
      const { code, message } = errorCatalogue[key];
      return `| ${code} | ${httpStatusOf(key)} | ${key} | ${message.replaceAll('|', '\\|')} |`;
    })
    .join('\n');
  return `The API of the Spesa shop, as the web app and other programs use it.

**Envelope.** Every JSON answer is \`{responseCode, data}\`; \`responseCode\` 0 (or 200) is success.
A failure is \`{responseCode, message, errorMessage, data, errors?}\`: \`errorMessage\` repeats
\`message\`, \`errors\` names the fields it is about. Code 4105 means the cart changed: the new
prices and removed products are in \`data\`.

**HTTP status.** Every business outcome, success or refusal, is HTTP 200: a refusal carries its
catalogue code in \`responseCode\` (4004 no cart, 4030 unknown product, 4000 a rule refusing a
field...). Other statuses are not about the business: 400 (code 400) a request that cannot be
read or does not fit the call's schema (malformed JSON, wrong types, a field outside its bounds);
401 no session or token, or an expired or revoked one; 403 a staff member outside their store or
role, or a write sent from another site's page (code 43); 404 a URL that names nothing (an
unknown route, a missing picture); 429 too many requests; 500 the server's own failure. An
empty query parameter (\`?tag=\`) is a parameter not given.

**Paging.** Paged answers add \`totalPages\`, \`number\` (the page, from 0) and \`last\`; ask with
\`p\` (page) and \`s\` (size).

**Authentication.** Customer endpoints take the web app's session cookie or
\`Authorization: Bearer <token>\` from \`POST /cli/profiles/login\`; a missing, unknown,
revoked or expired one is 401 (code 401). A token lives as long as a session
(\`SESSION_TTL_HOURS\`), ends at \`POST /cli/profiles/logout\` sent with it and at a password
change, and is limited to 300 requests a minute (429). Staff endpoints take the staff cookie.

**Money and quantities.** Prices are euros with cents; pieces (PZ) are whole numbers, weights
(KG) kilograms in the product's \`umStep\`.

**Error catalogue.**

| Code | HTTP | Name | Message |
|---|---|---|---|
${rows}
`;
}
