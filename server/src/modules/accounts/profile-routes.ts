import { MessageResult, ProfileUpdateRequest, User } from '@spesa/contracts';
import { ok } from '../../http/reply';
import { mailQueued } from '../mail';
import type { ModuleOptions } from '../module-options';
import { authenticate } from './authenticate';
import { parseWithCodes } from './parse-with-codes';
import {
  DELETE_REQUESTED_MESSAGE,
  identityFillIn,
  profileChanges,
  updateProfile,
} from './profile-service';
import { requestProfileDeletion } from '../../flows/request-profile-deletion';
import { schemaOf, type RouteApp } from '../../http/route-schema';

const phoneCodes = { mobilePhone: 'INVALID_PHONE', homePhone: 'INVALID_PHONE' } as const;

function carries(body: unknown, field: string): boolean {
  return typeof body === 'object' && body !== null && field in body;
}

/** Spec 7: the profile screen's update and the deletion request; always the session's user. */
export async function profileRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.put(
    '/profiles',
    {
      schema: {
        tag: 'Account',
        summary: 'Update the profile',
        description:
          'Changes the phones, consents 3 and 4 and the mail language. firstName, lastName and ' +
          'birthDate are read-only once held: an account from the short signup sets them here ' +
          'once (a birth date under 18 is 28); an echo of a held value changes nothing, a ' +
          'different one is refused with 40 naming the fields.',
        auth: 'customer',
        body: ProfileUpdateRequest,
        data: User,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const update = parseWithCodes(schemaOf(request, 'body'), request.body, phoneCodes);
      const changes = profileChanges(update, carries(request.body, 'homePhone'));
      const fillIn = identityFillIn(update);
      return ok(await db.transaction((tx) => updateProfile(tx, userId, changes, fillIn)));
    },
  );

  app.post(
    '/profiles/deleteRequest',
    {
      schema: {
        tag: 'Account',
        summary: 'Ask for the account to be deleted',
        auth: 'customer',
        data: MessageResult,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const queued = await db.transaction((tx) => requestProfileDeletion(tx, userId));
      if (queued) mailQueued();
      return ok({ message: DELETE_REQUESTED_MESSAGE });
    },
  );
}
