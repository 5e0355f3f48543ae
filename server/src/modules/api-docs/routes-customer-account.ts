import { z } from 'zod';
import {
  ActivationResult,
  ActivationRequest,
  AddressInput,
  Address,
  BillingAddress,
  BillingAddressInput,
  DeleteByIdRequest,
  MessageResult,
  PasswordChangeRequest,
  PasswordChangeResult,
  PasswordResetConfirm,
  PasswordResetRequest,
  ProfileUpdateRequest,
  SignupCheckRequest,
  SignupCheckResult,
  ShortSignupRequest,
  SignupRequest,
  TokenLogin,
  TokenLoginRequest,
  User,
} from '@spesa/contracts';
import type { RouteDoc } from './route-doc';

const username = z.object({ username: z.string() });

/** The customer's account: login, password, profile, signup and addresses. */
export const accountRoutes: RouteDoc[] = [
  {
    method: 'GET',
    path: '/cli/profiles/login',
    tag: 'Account',
    summary:
      'Log in with Basic credentials (web app: sets the session cookie), or check the session',
    auth: 'public',
    data: User,
  },
  {
    method: 'POST',
    path: '/cli/profiles/login',
    tag: 'Account',
    summary: 'Log in with JSON and get a bearer token',
    description:
      'Never sets a cookie. The same limits as the Basic login: 10 failed attempts per account and 50 per address in 15 minutes (429).',
    auth: 'public',
    body: TokenLoginRequest,
    data: TokenLogin,
  },
  {
    method: 'POST',
    path: '/cli/profiles/logout',
    tag: 'Account',
    summary: 'Log out: ends the cookie session, or revokes the bearer token sent',
    auth: 'public',
  },
  {
    method: 'POST',
    path: '/cli/profiles/password',
    tag: 'Account',
    summary: 'Ask for a password reset mail',
    auth: 'public',
    body: PasswordResetRequest,
    data: MessageResult,
  },
  {
    method: 'POST',
    path: '/cli/profiles/password/reset',
    tag: 'Account',
    summary: 'Set a new password with the mailed link',
    auth: 'public',
    body: PasswordResetConfirm,
    data: MessageResult,
  },
  {
    method: 'POST',
    path: '/cli/profiles/password/change',
    tag: 'Account',
    summary: 'Change the password; a bearer client gets its new token in data.token',
    auth: 'customer',
    body: PasswordChangeRequest,
    data: PasswordChangeResult,
  },
  {
    method: 'PUT',
    path: '/cli/profiles',
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
  {
    method: 'POST',
    path: '/cli/profiles/deleteRequest',
    tag: 'Account',
    summary: 'Ask for the account to be deleted',
    auth: 'customer',
    data: MessageResult,
  },
  {
    method: 'POST',
    path: '/cli/profiles/signupcheck',
    tag: 'Signup',
    summary: 'Check a loyalty card or identity before signing up',
    auth: 'public',
    body: SignupCheckRequest,
    data: SignupCheckResult,
  },
  {
    method: 'POST',
    path: '/cli/profiles/signup',
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
    body: z.union([SignupRequest, ShortSignupRequest]),
    data: username,
  },
  {
    method: 'POST',
    path: '/cli/profiles/activate',
    tag: 'Signup',
    summary: 'Activate the account with the mailed token (alreadyActive: a second click)',
    auth: 'public',
    body: ActivationRequest,
    data: ActivationResult,
  },
  {
    method: 'GET',
    path: '/cli/profiles/addresses',
    tag: 'Addresses',
    summary: 'Shipping addresses',
    auth: 'customer',
    data: z.array(Address),
  },
  {
    method: 'POST',
    path: '/cli/profiles/addresses',
    tag: 'Addresses',
    summary: 'Add or change a shipping address',
    auth: 'customer',
    body: AddressInput,
    data: z.array(Address),
  },
  {
    method: 'POST',
    path: '/cli/profiles/addresses/delete',
    tag: 'Addresses',
    summary: 'Delete a shipping address',
    auth: 'customer',
    body: DeleteByIdRequest,
    data: z.array(Address),
  },
  {
    method: 'GET',
    path: '/cli/profiles/billing/addresses',
    tag: 'Addresses',
    summary: 'Billing addresses',
    auth: 'customer',
    data: z.array(BillingAddress),
  },
  {
    method: 'POST',
    path: '/cli/profiles/billing/addresses',
    tag: 'Addresses',
    summary: 'Add or change a billing address',
    auth: 'customer',
    body: BillingAddressInput,
    data: z.array(BillingAddress),
  },
  {
    method: 'POST',
    path: '/cli/profiles/billing/addresses/delete',
    tag: 'Addresses',
    summary: 'Delete a billing address',
    auth: 'customer',
    body: DeleteByIdRequest,
    data: z.array(BillingAddress),
  },
];
