import type { FreezeRequestParsed } from '@spesa/contracts';
import type { Db } from '../../db/client';
import { faultPoint } from '../../fault-injection';
import type { AccountLanguage } from '../../modules/accounts';
import {
  withCartPaymentLock,
  releaseUnused,
  type Preauthorisation,
  type ProviderName,
} from '../../modules/payments';
import { findChangeOfCart } from '../../modules/orders';
import { confirmOrderChange } from '../change-order/confirm-order-change';
import { freezeCart, type FreezeOutcome } from './freeze-cart';
import { preauthoriseCart } from './preauthorise-cart';

/**
 * cart/freeze as the route runs it. Paid with the online card, the whole checkout runs under
 * the cart's payment lock: the card is pre-authorised first, outside the transaction (no row
 * lock waits on the acquirer); the freeze then takes the pre-authorisation, and one that no
 * order took (a refusal, 4105, a retry that found the order placed) is released at once. A
 * crash in between leaves the hold to the reconciler (hold-reconciler.ts).
 */
export async function placeOrder(
  db: Db,
  userId: number,
  req: FreezeRequestParsed,
  opts: {
    provider: ProviderName | null;
    idempotencyKey?: string | undefined;
    language?: AccountLanguage | null;
  },
): Promise<FreezeOutcome> {
  // Issue 29: the cart of an order being changed confirms the change, through the same checkout.
  const changing = await findChangeOfCart(db, userId, req.cartId);
  if (changing !== undefined) return confirmOrderChange(db, userId, changing, req, opts);
  const onlineCard = opts.provider !== null;
  const freeze = (authorisation: Preauthorisation | null) =>
    db.transaction((tx) =>
      freezeCart(tx, userId, req, { onlineCard, authorisation, language: opts.language ?? null }),
    );
  const provider = opts.provider;
  if (req.paymentMode !== 'ONLINE_CARD' || !provider) return freeze(null);
  return withCartPaymentLock(db, req.cartId, async () => {
    const auth = await preauthoriseCart(db, provider, userId, req, opts.idempotencyKey);
    if (auth) faultPoint('crash-after-authorise');
    try {
      const outcome = await freeze(auth);
      await releaseUnused(db, auth);
      return outcome;
    } catch (err) {
      await releaseUnused(db, auth);
      throw err;
    }
  });
}
