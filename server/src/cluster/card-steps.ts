import assert from 'node:assert/strict';
import type { clusterClient } from './cluster-client';

type Client = ReturnType<typeof clusterClient>;

/** The sandbox acquirer's test Visa (modules/payments/sandbox/test-cards.ts). */
const VISA = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

/**
 * Links the sandbox test card as a shopper's browser does, each step through whichever process
 * the balancer picks: the shop sends it to the acquirer's page, the page's form is posted
 * (another site's page: no shop cookie), and the return to the shop saves the card and its
 * 0.01 € verification. Ends on the payments page with `card=linked`.
 */
export async function linkCard(client: Client, shopper: { cookie: string }): Promise<void> {
  const start = await client.navigate('GET', '/cli/pay/boarding', { cookie: shopper.cookie });
  assert.equal(start.status, 303);
  assert.match(start.location, /^\/cli\/pay\/sandbox\/boarding\//, 'not sent to the acquirer');
  const posted = await client.navigate('POST', start.location, {
    body: new URLSearchParams(VISA).toString(),
    type: 'application/x-www-form-urlencoded',
  });
  assert.equal(posted.status, 303, 'the acquirer refused the test card');
  const back = await client.navigate('GET', posted.location, { cookie: shopper.cookie });
  assert.equal(back.location, '/app/payments?card=linked', 'the card was not linked');
}
