import { errorCatalogue, type ProfileUpdateRequest, type User } from '@spesa/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { queueMail } from '../mail';
import { deleteRequestMail } from './account-mails';
import { insertPendingDeleteRequest } from './delete-request-repository';
import { assertAdult } from './age-rule';
import {
  findUserById,
  updateProfileFields,
  type IdentityFillIn,
  type ProfileChanges,
} from './user-repository';

export const DELETE_REQUESTED_MESSAGE =
  'Richiesta eliminazione profilo inviata, verrà eseguita il prima possibile.';

type ProfileUpdate = z.output<typeof ProfileUpdateRequest>;

/**
 * What PUT /cli/profiles may change (spec 5, Profile): phones, consents 3 and 4 and the mail
 * language. Card, tax code and address in the body are ignored; names and birth date are filled
 * in once (identityFillIn) and a change to a held one is refused (code 40); consents 1 and 2
 * cannot be withdrawn. homePhone changes only when the body carries it (empty clears it).
 */
export function profileChanges(update: ProfileUpdate, hasHomePhone: boolean): ProfileChanges {
  const withdrawn = (['accept1', 'accept2'] as const).filter((key) => update[key] === false);
  if (withdrawn.length) {
    throw new AppError('GENERIC', {
      message: 'I consensi ai termini e alla privacy non possono essere revocati',
      errors: withdrawn.map((field) => ({ field, message: 'Consenso non revocabile' })),
    });
  }
  return {
    mobilePhone: update.mobilePhone,
    ...(hasHomePhone ? { homePhone: update.homePhone ?? null } : {}),
    accept3: update.accept3,
    accept4: update.accept4,
    ...(update.language ? { language: update.language } : {}),
  };
}

/** The name and birth date the body carries, for an account that holds none (short signup). */
export function identityFillIn(update: ProfileUpdate): IdentityFillIn {
  const { firstName, lastName, birthDate } = update;
  return {
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(birthDate ? { birthDate } : {}),
  };
}

const IDENTITY = ['firstName', 'lastName', 'birthDate'] as const;

/**
 * Name and birth date are read-only once held (spec 5): a body changing one is refused with
 * code 40 naming the fields, rather than answered 0 with the change silently dropped. The same
 * value echoed, or none, is fine.
 */
function refuseIdentityChanges(held: User, fillIn: IdentityFillIn): void {
  const changed = IDENTITY.filter((field) => {
    const sent = fillIn[field];
    return sent !== undefined && held[field] !== null && sent !== held[field];
  });
  if (changed.length === 0) return;
  throw new AppError('READ_ONLY', {
    message: `${errorCatalogue.READ_ONLY.message}: nome, cognome e data di nascita restano quelli registrati`,
    errors: changed.map((field) => ({ field, message: errorCatalogue.READ_ONLY.message })),
  });
}

export async function updateProfile(
  tx: DbOrTx,
  userId: number,
  changes: ProfileChanges,
  fillIn: IdentityFillIn = {},
): Promise<User> {
  if (IDENTITY.some((field) => fillIn[field] !== undefined)) {
    const held = await findUserById(tx, userId);
    if (!held) throw new AppError('PROFILE_NOT_FOUND');
    refuseIdentityChanges(held, fillIn);
    // The age rule of signup (28) holds for a birth date given later; an echo of a held one
    // changes nothing and is not judged again.
    if (fillIn.birthDate && held.birthDate === null) assertAdult(fillIn.birthDate);
  }
  await updateProfileFields(tx, userId, changes, fillIn);
  const user = await findUserById(tx, userId);
  if (!user) throw new AppError('PROFILE_NOT_FOUND');
  return user;
}

/**
 * Records the request to delete the profile, processed within 48 hours (spec 4), and mails a
 * confirmation the first time. Any rule that refuses the request (the orders module's 'no
 * shopping order in progress') is `refused`, checked after the profile is found and before the
 * row is written; flows/request-profile-deletion.ts brings the orders' rule. A repeated request while one is pending succeeds without a second row or mail.
 * Returns whether a mail was queued.
 */
export async function requestProfileDeletion(
  tx: DbOrTx,
  userId: number,
  refused: (tx: DbOrTx, userId: number) => Promise<AppError | null>,
): Promise<boolean> {
  const user = await findUserById(tx, userId);
  if (!user) throw new AppError('PROFILE_NOT_FOUND');
  const refusal = await refused(tx, userId);
  if (refusal) throw refusal;
  if (!(await insertPendingDeleteRequest(tx, userId))) return false;
  await queueMail(tx, deleteRequestMail(user));
  return true;
}
