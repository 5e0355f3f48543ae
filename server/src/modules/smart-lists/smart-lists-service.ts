import {
  defaultCopyTitle,
  type SmartList,
  type SmartListCopyRequestParsed,
  type SmartListSummary,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { toSmartList, toSmartListSummary } from './smart-lists-mapper';
import {
  copyItems,
  deleteList,
  findOwnedList,
  insertList,
  listSummaries,
  loadItems,
  lockUserLists,
  renameList,
  type ListHeader,
} from './smart-lists-repository';

/** Another customer's list answers exactly as a missing one: ids never leak. */
export const listNotFound = () =>
  new AppError('RECORD_NOT_FOUND', { message: 'Lista della spesa non trovata' });

export async function ownedList(
  db: DbOrTx,
  userId: number,
  listId: number,
  lock = false,
): Promise<ListHeader> {
  const list = await findOwnedList(db, userId, listId, lock);
  if (!list) throw listNotFound();
  return list;
}

export async function listView(db: DbOrTx, header: ListHeader): Promise<SmartList> {
  return toSmartList(header, await loadItems(db, header.id));
}

/**
 * The lists themselves. A new customer has none: GET answers [] and the first create makes
 * one; from then on the last list cannot be deleted (2035), so a customer who ever had a list
 * always has one.
 */
export const smartListsService = {
  async all(db: DbOrTx, userId: number): Promise<SmartListSummary[]> {
    return (await listSummaries(db, userId)).map(toSmartListSummary);
  },

  async one(db: DbOrTx, userId: number, listId: number): Promise<SmartList> {
    return listView(db, await ownedList(db, userId, listId));
  },

  async create(db: DbOrTx, userId: number, title: string): Promise<SmartList> {
    return toSmartList(await insertList(db, userId, title), []);
  },

  async rename(db: DbOrTx, userId: number, listId: number, title: string): Promise<SmartList> {
    const list = await ownedList(db, userId, listId, true);
    await renameList(db, list.id, title);
    return listView(db, { ...list, title });
  },

  /** A new list with the source's lines; its title defaults to 'Copia di ' + the source's. */
  async copy(db: DbOrTx, userId: number, req: SmartListCopyRequestParsed): Promise<SmartList> {
    const source = await ownedList(db, userId, req.id, true);
    const copy = await insertList(db, userId, req.title ?? defaultCopyTitle(source.title));
    await copyItems(db, source.id, copy.id);
    return listView(db, copy);
  },

  /**
   * Locks all the customer's lists first, so that two deletes at once cannot both see another
   * list left and remove the last two. Answers the lists left.
   */
  async remove(db: DbOrTx, userId: number, listId: number): Promise<SmartListSummary[]> {
    const ids = await lockUserLists(db, userId);
    if (!ids.includes(listId)) throw listNotFound();
    if (ids.length === 1) throw new AppError('LAST_SHOPPING_LIST');
    await deleteList(db, listId);
    return this.all(db, userId);
  },
};
