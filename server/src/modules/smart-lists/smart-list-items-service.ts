import type {
  SmartList,
  SmartListItemCreateRequestParsed,
  SmartListItemDeleteRequestParsed,
  SmartListItemUpdateRequestParsed,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { listMilli } from './smart-list-amount';
import {
  deleteItem,
  findProduct,
  insertItem,
  loadItems,
  setItemQuantity,
  touchList,
  type ItemRow,
} from './smart-lists-repository';
import { listView, ownedList } from './smart-lists-service';

const itemNotFound = () =>
  new AppError('RECORD_NOT_FOUND', { message: 'Prodotto non presente nella lista della spesa' });

/** The lines of a list; every call locks the list and answers it whole. */
export const smartListItemsService = {
  /**
   * A product by barcode (4030 when the catalogue has no such barcode) or a CUSTOM text line.
   * A product already in the list gets the amount added to its line, checked as a whole.
   */
  async create(
    db: DbOrTx,
    userId: number,
    req: SmartListItemCreateRequestParsed,
  ): Promise<SmartList> {
    const list = await ownedList(db, userId, req.id, true);
    if (req.type === 'CUSTOM' || req.barcode === undefined) {
      const quantityMilli = listMilli(req.amount, null);
      await insertItem(db, { listId: list.id, customDescription: req.description, quantityMilli });
    } else {
      const product = await findProduct(db, req.barcode);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      const items = await loadItems(db, list.id);
      const line = items.find((i) => i.product?.productId === product.productId);
      const adding = listMilli(req.amount, product);
      if (line) await setItemQuantity(db, line.id, listMilli(units(line, adding), product));
      else
        await insertItem(db, {
          listId: list.id,
          productId: product.productId,
          quantityMilli: adding,
        });
    }
    await touchList(db, list.id);
    return listView(db, list);
  },

  async update(
    db: DbOrTx,
    userId: number,
    req: SmartListItemUpdateRequestParsed,
  ): Promise<SmartList> {
    const list = await ownedList(db, userId, req.id, true);
    const line = (await loadItems(db, list.id)).find((i) => i.id === req.itemId);
    if (!line) throw itemNotFound();
    await setItemQuantity(db, line.id, listMilli(req.amount, line.product));
    await touchList(db, list.id);
    return listView(db, list);
  },

  async remove(
    db: DbOrTx,
    userId: number,
    req: SmartListItemDeleteRequestParsed,
  ): Promise<SmartList> {
    const list = await ownedList(db, userId, req.id, true);
    const line = (await loadItems(db, list.id)).find((i) => i.id === req.itemId);
    if (!line) throw itemNotFound();
    await deleteItem(db, line.id);
    await touchList(db, list.id);
    return listView(db, list);
  },
};

/** The line's amount plus `addingMilli`, in units, for the merged line's check. */
function units(line: ItemRow, addingMilli: number): number {
  return (line.quantityMilli + addingMilli) / 1000;
}
