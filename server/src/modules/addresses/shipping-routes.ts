import { Address, AddressInput, DeleteByIdRequest } from '@spesa/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { checkAddressCap, lockUserAddresses } from './address-limits';
import { resolveAddress } from './resolve-address';
import {
  countShippingAddresses,
  deleteShippingAddress,
  findOwnShippingAddress,
  insertShippingAddress,
  listShippingAddresses,
  updateShippingAddress,
  type AddressRow,
} from './shipping-address-repository';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/**
 * The address a change targets: another user's id is 'not found' (never a hint that it exists),
 * the registration address is read-only (spec 5, profile).
 */
async function ownEditableAddress(
  tx: Tx,
  userId: number,
  id: number,
  action: string,
): Promise<AddressRow> {
  const address = await findOwnShippingAddress(tx, userId, id);
  if (!address) throw new AppError('RECORD_NOT_FOUND', { message: 'Indirizzo non trovato' });
  if (address.fromRemote) {
    throw new AppError('READ_ONLY', {
      message: `L'indirizzo di registrazione non può essere ${action}`,
    });
  }
  return address;
}

/** Spec 7, profile: shipping addresses of the logged-in customer, each write answering the list. */
export async function shippingRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get(
    '/profiles/addresses',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Shipping addresses',
        auth: 'customer',
        data: z.array(Address),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      return ok(await listShippingAddresses(db, userId));
    },
  );

  app.post(
    '/profiles/addresses',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Add or change a shipping address',
        auth: 'customer',
        body: AddressInput,
        data: z.array(Address),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const input = parsed(request, 'body');
      const list = await db.transaction(async (tx) => {
        await lockUserAddresses(tx, 'shipping', userId);
        if (input.id !== undefined) {
          await ownEditableAddress(tx, userId, input.id, 'modificato');
          await updateShippingAddress(tx, userId, input.id, await resolveAddress(tx, input));
        } else {
          checkAddressCap(await countShippingAddresses(tx, userId), 'indirizzi di consegna');
          await insertShippingAddress(tx, userId, await resolveAddress(tx, input), {
            fromRemote: false,
          });
        }
        return listShippingAddresses(tx, userId);
      });
      return ok(list);
    },
  );

  app.post(
    '/profiles/addresses/delete',
    {
      schema: {
        tag: 'Addresses',
        summary: 'Delete a shipping address',
        auth: 'customer',
        body: DeleteByIdRequest,
        data: z.array(Address),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { id } = parsed(request, 'body');
      const list = await db.transaction(async (tx) => {
        await ownEditableAddress(tx, userId, id, 'eliminato');
        await deleteShippingAddress(tx, userId, id);
        return listShippingAddresses(tx, userId);
      });
      return ok(list);
    },
  );
}
