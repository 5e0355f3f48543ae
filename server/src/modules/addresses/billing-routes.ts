import type { FastifyInstance } from 'fastify';
import { BillingAddressInput, DeleteByIdRequest } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { checkAddressCap, lockUserAddresses } from './address-limits';
import {
  countBillingAddresses,
  deleteBillingAddress,
  insertBillingAddress,
  listBillingAddresses,
  updateBillingAddress,
} from './billing-address-repository';

/** Another user's id reads as missing: the answer never tells that it exists. */
function notFound(): AppError {
  return new AppError('RECORD_NOT_FOUND', { message: 'Indirizzo di fatturazione non trovato' });
}

/** Spec 7, profile: billing addresses of the logged-in customer, each write answering the list. */
export async function billingRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get('/profiles/billing/addresses', async (request) => {
    const userId = await authenticate(request, db);
    return ok(await listBillingAddresses(db, userId));
  });

  app.post('/profiles/billing/addresses', async (request) => {
    const userId = await authenticate(request, db);
    const input = parse(BillingAddressInput, request.body);
    const list = await db.transaction(async (tx) => {
      await lockUserAddresses(tx, 'billing', userId);
      if (input.id !== undefined) {
        if (!(await updateBillingAddress(tx, userId, input.id, input))) throw notFound();
      } else {
        checkAddressCap(await countBillingAddresses(tx, userId), 'indirizzi di fatturazione');
        await insertBillingAddress(tx, userId, input);
      }
      return listBillingAddresses(tx, userId);
    });
    return ok(list);
  });

  app.post('/profiles/billing/addresses/delete', async (request) => {
    const userId = await authenticate(request, db);
    const { id } = parse(DeleteByIdRequest, request.body);
    const list = await db.transaction(async (tx) => {
      if (!(await deleteBillingAddress(tx, userId, id))) throw notFound();
      return listBillingAddresses(tx, userId);
    });
    return ok(list);
  });
}
