import type { DbOrTx } from '../../db/client';
import type { PaymentProvider, ProviderName } from './payment-provider';
import { sandboxProvider } from './sandbox/sandbox-provider';

// Apart from the provider interface so a provider's own files can name that interface without
// importing the lookup that imports them (which closed an import circle).

/**
 * The provider by name. The sandbox keeps its state in its own tables, reached through `db`;
 * a provider over HTTP would ignore it. Operations on an authorisation use the provider that
 * made it (the ledger records its name), whatever PAYMENT_PROVIDER says today.
 */
export function paymentProvider(name: ProviderName, db: DbOrTx): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return sandboxProvider(db);
  }
}
