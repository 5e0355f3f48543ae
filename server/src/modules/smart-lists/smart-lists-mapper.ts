import {
  type Favorite,
  replyId,
  SMART_LIST_CUSTOM_MAX_AMOUNT,
  type SmartList,
  type SmartListItem,
  type SmartListSummary,
} from '@spesa/contracts';
import { milliToUnits, lineImageUrl } from '../catalogue';
import type { FavoriteRow } from './favorites-repository';
import type { ItemRow, ListHeader, ListSummaryRow } from './smart-lists-repository';

export function toSmartListItem(row: ItemRow): SmartListItem {
  const amount = milliToUnits(row.quantityMilli);
  const base = { id: replyId(row.id), itemId: replyId(row.id), amount };
  if (row.product === null)
    return {
      ...base,
      type: 'CUSTOM',
      barcode: null,
      description: row.customDescription ?? '',
      imageUrl: null,
      um: 'PZ',
      umStep: 1,
      maxAmount: SMART_LIST_CUSTOM_MAX_AMOUNT,
    };
  const p = row.product;
  return {
    ...base,
    type: 'PRODUCT',
    barcode: p.barcode,
    description: p.description,
    imageUrl: lineImageUrl(p.barcode, p.photos),
    um: p.um,
    umStep: milliToUnits(p.umStepMilli),
    maxAmount: milliToUnits(p.maxAmountMilli),
  };
}

export function toSmartListSummary(row: ListSummaryRow): SmartListSummary {
  return { id: replyId(row.id), title: row.title, itemCount: row.itemCount };
}

export function toSmartList(header: ListHeader, items: readonly ItemRow[]): SmartList {
  return {
    id: replyId(header.id),
    title: header.title,
    itemCount: items.length,
    items: items.map(toSmartListItem),
  };
}

export function toFavorite(row: FavoriteRow): Favorite {
  return {
    barcode: row.barcode,
    description: row.description,
    imageUrl: lineImageUrl(row.barcode, row.photos),
  };
}
