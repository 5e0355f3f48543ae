import { preauthorisationCents, type FreezeRequestParsed } from '@spesa/contracts';
import type { Db } from '../../db/client';
import { faultPoint } from '../../fault-injection';
import { AppError } from '../../http/app-error';
import type { AccountLanguage } from '../../modules/accounts';
import { findOpenCart, loadCartView } from '../../modules/cart';
import { changeRefusal, checkCartMoney, orderChangeState } from '../../modules/orders';
import {
  authoriseHold,
  linkedCard,
  releaseOrderPayment,
  releaseSupersededHolds,
  releaseUnused,
  type Preauthorisation,
  type ProviderName,
  withCartPaymentLock,
  withOrderPaymentLock,
} from '../../modules/payments';
import { shopToday } from '../../shared/shop-time';
import { applyOrderChange, type ChangeOutcome } from './apply-order-change';

const DECLINED =
  "Pagamento rifiutato: la carta non ha autorizzato il nuovo totale. La modifica non è stata salvata: l'ordine resta com'era, con la sua preautorizzazione.";

/**
 * The new total raised by 10 % (spec 9), held on the card before anything changes, with its own
 * key. A decline keeps the order as it was, and its hold: 4060 with a message saying so.
 */
async function authoriseChange(
  db: Db,
  provider: ProviderName,
  userId: number,
  orderId: number,
  req: FreezeRequestParsed,
  clientKey: string | undefined,
): Promise<Preauthorisation | null> {
  // An order that can no longer change asks the card nothing: the transaction refuses it.
  const state = await orderChangeState(db, userId, orderId);
  if (!state || changeRefusal(state)) return null;
  let header;
  try {
    header = await findOpenCart(db, userId, req.cartId);
  } catch (err) {
    // Confirmed already (a retry): the transaction answers the order, nothing is held again.
    if (err instanceof AppError && err.key === 'CART_NOT_FOUND') return null;
    throw err;
  }
  const card = await linkedCard(db, userId);
  const { money } = await loadCartView(db, header, shopToday());
  checkCartMoney(money, header.minNetTotalCents ?? 0);
  const amountCents = preauthorisationCents(money.totalToPayCents);
  try {
    return await authoriseHold(db, {
      provider,
      userId,
      cartId: req.cartId,
      card,
      amountCents,
      clientKey,
      purpose: `change:${orderId}`,
    });
  } catch (err) {
    if (err instanceof AppError && err.key === 'PAYMENT_DECLINED')
      throw new AppError('PAYMENT_DECLINED', { message: `${DECLINED} ${err.message}` });
    throw err;
  }
}

/**
 * Issue 29, confirming a change (orders/{id}/change/confirm, or cart/freeze of the change's
 * cart). Never without cover, never twice: under the change cart's and the order's payment
 * locks, the card first holds the new total; the transaction then makes the new version and
 * links the new hold; only after it commits is the previous hold let go. A crash between
 * leaves an unlinked new hold (released by the reconciler: the order keeps its old version
 * and hold) or two linked ones (the reconciler lets the older go): one live hold either way.
 */
export async function confirmOrderChange(
  db: Db,
  userId: number,
  orderId: number,
  req: FreezeRequestParsed,
  opts: {
    provider: ProviderName | null;
    idempotencyKey?: string | undefined;
    language?: AccountLanguage | null;
  },
): Promise<Exclude<ChangeOutcome, { kind: 'closed' }>> {
  const provider = opts.provider;
  const language = opts.language ?? null;
  const byCard = req.paymentMode === 'ONLINE_CARD' && provider !== null;
  const outcome = await withCartPaymentLock(db, req.cartId, () =>
    withOrderPaymentLock(db, orderId, async () => {
      const auth = byCard
        ? await authoriseChange(db, provider, userId, orderId, req, opts.idempotencyKey)
        : null;
      if (auth) faultPoint('crash-after-change-authorise');
      let result: ChangeOutcome;
      try {
        result = await db.transaction((tx) =>
          applyOrderChange(tx, userId, orderId, req, {
            onlineCard: provider !== null,
            authorisation: auth,
            language,
          }),
        );
      } finally {
        await releaseUnused(db, auth);
      }
      if (result.kind === 'placed') {
        // Only now, the new version committed with its new hold: the previous one goes.
        await releaseSupersededHolds(db, orderId);
        if (!byCard) await releaseOrderPayment(db, orderId);
      }
      return result;
    }),
  );
  if (outcome.kind === 'closed') throw outcome.error;
  return outcome;
}
