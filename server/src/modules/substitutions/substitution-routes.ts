import {
  CartOpenResult,
  CartSubstitutesQuery,
  CartSubstitutionRequest,
  RememberedSubstitutions,
  SubstituteSuggestions,
  SubstitutionPreferenceRequest,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { bandRoutes } from './band-routes';
import { cartSuggestions, setCartSubstitution } from './cart-substitution-service';
import { loadRememberedSubstitutions, saveRememberedSubstitution } from './profile-substitutions';

/** Issue 30: the customer's substitution preferences, per cart line and remembered. */
export async function substitutionRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  await bandRoutes(app, opts);

  app.get(
    '/ecommerce/cart/substitutes',
    {
      schema: {
        tag: 'Cart',
        summary: 'Suggested substitutes for a cart line',
        description:
          'Products of the same subcategory, similar size and unit price, available in the ' +
          "cart's store, that bring no allergen and lose no diet tag (issue 30); the line's own " +
          'named product first.',
        auth: 'customer',
        querystring: CartSubstitutesQuery,
        data: SubstituteSuggestions,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      return ok(await cartSuggestions(db, userId, parsed(request, 'query')));
    },
  );

  app.post(
    '/ecommerce/cart/substitution',
    {
      schema: {
        tag: 'Cart',
        summary: "Set a cart line's substitution preference",
        description:
          'NONE, SIMILAR, PRODUCT with substituteBarcode, or DEFAULT to follow the order’s yes/no. ' +
          'Remembered for the customer’s next orders. A named product breaking a rule is refused ' +
          'with 4072-4074.',
        auth: 'customer',
        body: CartSubstitutionRequest,
        data: CartOpenResult,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok(await db.transaction((tx) => setCartSubstitution(tx, userId, body)));
    },
  );

  app.get(
    '/profiles/substitutions',
    {
      schema: {
        tag: 'Account',
        summary: 'The remembered substitution preferences',
        auth: 'customer',
        data: RememberedSubstitutions,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      return ok(await loadRememberedSubstitutions(db, userId));
    },
  );

  app.put(
    '/profiles/substitutions',
    {
      schema: {
        tag: 'Account',
        summary: "Set or forget a product's remembered substitution preference",
        auth: 'customer',
        body: SubstitutionPreferenceRequest,
        data: RememberedSubstitutions,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok(await db.transaction((tx) => saveRememberedSubstitution(tx, userId, body)));
    },
  );
}
