import { missingParticulars } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { audit } from '../staff';
import { particularsOf, productByBarcode, setActive } from './product-master-repository';

/**
 * Puts a product on sale or takes it off. A food lacking a mandatory particular of Reg.
 * 1169/2011 is refused (PRODUCT_INCOMPLETE, the missing ones in `data`); taking off is always
 * allowed. One audit row per change.
 */
export async function changeActive(
  db: DbOrTx,
  staffId: number,
  barcode: string,
  active: boolean,
): Promise<{ barcode: string; active: boolean }> {
  const row = await productByBarcode(db, barcode);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  if (active) {
    const missing = missingParticulars(particularsOf(row));
    if (missing.length > 0) throw new AppError('PRODUCT_INCOMPLETE', { data: { missing } });
  }
  if (row.active !== active) {
    await setActive(db, row.id, active);
    await audit(db, {
      staffId,
      action: active ? 'PRODUCT_ACTIVATE' : 'PRODUCT_DEACTIVATE',
      entity: 'product',
      entityId: barcode,
      before: { active: row.active },
      after: { active },
    });
  }
  return { barcode, active };
}
