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
\`message\`, \`errors\` names each bad field of a 400. Code 4105 (HTTP 200) means the cart changed:
the new prices and removed products are in \`data\`.

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
