import type { FastifyInstance } from 'fastify';
import { ActivationRequest, SignupCheckRequest } from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
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
import { parseSignupRequest } from './signup-request';
import { register } from './signup-service';
import { signupConflict } from './unique-violation';

/** Registration (spec 2 and 7): card or identity check, signup, activation by mailed link. */
export async function signupRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;

  app.post('/profiles/signupcheck', async (request) => {
    const body = parse(SignupCheckRequest, request.body);
    await requireAttempts(db, [[SIGNUP_CHECK_PER_ADDRESS, request.ip]]);
    return ok(await signupCheck(db, body));
  });

  app.post('/profiles/signup', async (request) => {
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
  });

  app.post('/profiles/activate', async (request) => {
    const { token } = parse(ActivationRequest, request.body);
    return ok(await db.transaction((tx) => activateAccount(tx, token)));
  });
}
