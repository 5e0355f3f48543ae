import type { DbOrTx } from '../../db/client';
import { faultPoint } from '../../fault-injection';
import { AppError } from '../../http/app-error';
import {
  claimLedgerRow,
  findLedgerRow,
  recordedResult,
  settleLedgerRow,
  type NewLedgerRow,
} from './ledger-repository';
import type { PaymentProvider, ProviderResult } from './payment-provider';
import { paymentProvider } from './payment-provider-lookup';

export interface LedgerOutcome {
  ledgerId: number;
  result: ProviderResult;
}

/**
 * One money operation, exactly once per idempotency key. The ledger row is claimed (PENDING)
 * before the acquirer is asked; a retry finding it settled replays the answer without asking
 * again. A row left PENDING, FAILED or ABANDONED (a lost answer, a crash) asks again with the
 * same key, which the acquirer answers with its first answer: money never moves twice.
 */
export async function runOperation(
  db: DbOrTx,
  entry: NewLedgerRow & { idempotencyKey: string },
  call: (provider: PaymentProvider) => Promise<ProviderResult>,
): Promise<LedgerOutcome> {
  const row = (await claimLedgerRow(db, entry)) ?? (await findLedgerRow(db, entry.idempotencyKey));
  // A key is bound to what it paid for: the same key for another cart (a client reusing its
  // Idempotency-Key) must not replay a hold that belongs to an order already.
  if (
    row.operation !== entry.operation ||
    row.amountCents !== entry.amountCents ||
    row.cartId !== (entry.cartId ?? null)
  )
    throw new AppError('GENERIC', {
      message: 'Richiesta di pagamento ripetuta con dati diversi: operazione rifiutata',
    });
  if (row.outcome === 'APPROVED' || row.outcome === 'DECLINED')
    return { ledgerId: row.id, result: recordedResult(row) };
  let result: ProviderResult;
  try {
    result = await call(paymentProvider(row.provider, db));
  } catch (err) {
    await settleLedgerRow(db, row.id, 'FAILED');
    throw err;
  }
  // The crash the test names: an authorisation the acquirer gave and the ledger never heard
  // of. Only there: the reconciler's own voids at the next start must not hit it.
  if (entry.operation === 'AUTHORISE') faultPoint('crash-before-ledger');
  await settleLedgerRow(db, row.id, result);
  return { ledgerId: row.id, result };
}
