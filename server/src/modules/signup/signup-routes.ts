import {
  ActivationRequest,
  ActivationResult,
  SignupCheckRequest,
  SignupCheckResult,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import {
  hashPassword,
  requireAttempts,
  SIGNUP_CHECK_PER_ADDRESS,
  signupPerAddress,
} from '../accounts';
import { mailQueued } from '../mail';
import type { ModuleOptions } from '../module-options';
import { activateAccount } from './activation';
import { activationUrl } from './activation-mail';
import { signupCheck } from './signup-check-service';
import { parseSignupRequest, SignupBody } from './signup-request';
import { register } from './signup-service';
import { signupConflict } from './unique-violation';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/** Registration (spec 2 and 7): card or identity check, signup, activation by mailed link. */
export async function signupRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;

  app.post(
    '/profiles/signupcheck',
    {
      schema: {
        tag: 'Signup',
        summary: 'Check a loyalty card or identity before signing up',
        auth: 'public',
        body: SignupCheckRequest,
        data: SignupCheckResult,
      },
    },
    async (request) => {
      const body = parsed(request, 'body');
      await requireAttempts(db, [[SIGNUP_CHECK_PER_ADDRESS, request.ip]]);
      return ok(await signupCheck(db, body));
    },
  );

  app.post(
    '/profiles/signup',
    {
      schema: {
        tag: 'Signup',
        summary: 'Sign up (an activation mail follows)',
        description:
          "Two bodies (spec 7). The wizard's full one: createRemote (true issues a new card from " +
          'the identity, false links profile.cards[0]), the identity, mobile phone and address; ' +
          'codes 4, 13, 30, 14, 28, 26, 35, 36, 39. The shorter one of other programs: username, ' +
          'password and profile.accept1..4 (mobilePhone, homePhone and email may be added and are ' +
          'checked the same way): an account without name, card or address, which the customer ' +
          'completes in PUT /cli/profiles. A profile with any identity, card or address field, or ' +
          'createRemote true, is the full body and needs all of it.',
        auth: 'public',
        body: SignupBody,
        data: z.object({ username: z.string() }),
      },
    },
    async (request) => {
      const body = parseSignupRequest(request.body);
      await requireAttempts(db, [[signupPerAddress(config.signupsPerAddressHour), request.ip]]);
      // Hashed before anything is looked up, so 'already registered' (26) costs the asker as
      // much as a new account or a login does. scrypt takes a few hundred milliseconds: outside
      // the transaction, which stays short.
      const passwordHash = await hashPassword(body.request.password);
      const origin = config.publicOrigin;
      try {
        const { username } = await db.transaction((tx) =>
          register(tx, body, passwordHash, (token) => activationUrl(origin, token)),
        );
        mailQueued();
        // No session: the account opens only through the mailed link.
        return ok({ username });
      } catch (error) {
        throw signupConflict(error);
      }
    },
  );

  app.post(
    '/profiles/activate',
    {
      schema: {
        tag: 'Signup',
        summary: 'Activate the account with the mailed token (alreadyActive: a second click)',
        auth: 'public',
        body: ActivationRequest,
        data: ActivationResult,
      },
    },
    async (request) => {
      const { token } = parsed(request, 'body');
      return ok(await db.transaction((tx) => activateAccount(tx, token)));
    },
  );
}
