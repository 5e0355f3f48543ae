import type { FastifyInstance } from 'fastify';
import { ProfileUpdateRequest } from '@spesa/contracts';
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

const phoneCodes = { mobilePhone: 'INVALID_PHONE', homePhone: 'INVALID_PHONE' } as const;

function carries(body: unknown, field: string): boolean {
  return typeof body === 'object' && body !== null && field in body;
}

/** Spec 7: the profile screen's update and the deletion request; always the session's user. */
export async function profileRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.put('/profiles', async (request) => {
    const userId = await authenticate(request, db);
    const update = parseWithCodes(ProfileUpdateRequest, request.body, phoneCodes);
    const changes = profileChanges(update, carries(request.body, 'homePhone'));
    const fillIn = identityFillIn(update);
    return ok(await db.transaction((tx) => updateProfile(tx, userId, changes, fillIn)));
  });

  app.post('/profiles/deleteRequest', async (request) => {
    const userId = await authenticate(request, db);
    const queued = await db.transaction((tx) => requestProfileDeletion(tx, userId));
    if (queued) mailQueued();
    return ok({ message: DELETE_REQUESTED_MESSAGE });
  });
}
