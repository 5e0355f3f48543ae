import { BillingAddress, BillingAddressInput, DeleteByIdRequest } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
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
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/** Another user's id reads as missing: the answer never tells that it exists. */
function notFound(): AppError {
  return new AppError('RECORD_NOT_FOUND', { message: 'Indirizzo di fatturazione non trovato' });
}

/** Spec 7, profile: billing addresses of the logged-in customer, each write answering the list. */
export async function billingRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get(
    '/profiles/billing/addresses',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Billing addresses',
        auth: 'customer',
        data: z.array(BillingAddress),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      return ok(await listBillingAddresses(db, userId));
    },
  );

  app.post(
    '/profiles/billing/addresses',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Add or change a billing address',
        auth: 'customer',
        body: BillingAddressInput,
        data: z.array(BillingAddress),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const input = parsed(request, 'body');
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
    },
  );

  app.post(
    '/profiles/billing/addresses/delete',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Delete a billing address',
        auth: 'customer',
        body: DeleteByIdRequest,
        data: z.array(BillingAddress),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { id } = parsed(request, 'body');
      const list = await db.transaction(async (tx) => {
        if (!(await deleteBillingAddress(tx, userId, id))) throw notFound();
        return listBillingAddresses(tx, userId);
      });
      return ok(list);
    },
  );
}
