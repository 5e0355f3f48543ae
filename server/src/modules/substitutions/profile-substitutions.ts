import {
  addedAllergens,
  missingDietTags,
  type RememberedSubstitutions,
  type SubstitutionPreferenceRequestParsed,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { shopToday } from '../../shared/shop-time';
import { listPreferences, rememberPreference, type PreferenceValue } from './preference-repository';
import { productsByBarcode } from './substitution-facts';

/** No store is bound in the profile: products are read with no store row (no price). */
const NO_STORE = 0;

/** GET /profiles/substitutions: the customer's remembered choices. */
export async function loadRememberedSubstitutions(
  db: DbOrTx,
  userId: number,
): Promise<RememberedSubstitutions> {
  const rows = await listPreferences(db, userId);
  return {
    preferences: rows.map((r) => ({
      productBarcode: r.productBarcode,
      productDescription: r.productDescription,
      preference: {
        choice: r.choice,
        barcode: r.substituteBarcode,
        description: r.substituteDescription,
      },
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

/**
 * PUT /profiles/substitutions: sets or forgets one product's choice. A named product must not
 * bring an allergen nor lose a diet tag; its unit price is checked against a store's band at
 * the cart and at the picking, where a store is known.
 */
export async function saveRememberedSubstitution(
  db: DbOrTx,
  userId: number,
  req: SubstitutionPreferenceRequestParsed,
): Promise<RememberedSubstitutions> {
  const barcodes = [req.barcode, ...(req.substituteBarcode ? [req.substituteBarcode] : [])];
  const rows = await productsByBarcode(db, NO_STORE, barcodes, shopToday());
  const product = rows.find((r) => r.barcode === req.barcode);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  let value: PreferenceValue = null;
  if (req.choice === 'PRODUCT') {
    const named = rows.find((r) => r.barcode === req.substituteBarcode);
    if (!named || named.id === product.id) throw new AppError('PRODUCT_NOT_VALID');
    if (addedAllergens(product.facts, named.facts).length > 0)
      throw new AppError('SUBSTITUTE_ADDS_ALLERGEN');
    if (missingDietTags(product.facts, named.facts).length > 0)
      throw new AppError('SUBSTITUTE_LACKS_DIET_TAG');
    value = { choice: 'PRODUCT', substituteProductId: named.id };
  } else if (req.choice !== 'DEFAULT') value = { choice: req.choice, substituteProductId: null };
  await rememberPreference(db, userId, product.id, value);
  return loadRememberedSubstitutions(db, userId);
}
