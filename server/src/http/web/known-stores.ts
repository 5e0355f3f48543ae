import type { DeliveryModeId } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { findStores } from '../../modules/stores/stores-repository';

/** A store a first screen may be drawn for: its name and modes as the database has them. */
export interface KnownStore {
  name: string;
  modes: readonly DeliveryModeId[];
}

/** The enabled store with this id, or null: what a store cookie may name. */
export type KnownStores = (id: string) => Promise<KnownStore | null>;

/**
 * The enabled stores, read once per catalogue version (every write to the stores or their
 * modes moves it, in its own transaction) and otherwise at most once a minute when the version
 * cannot be read. A cookie's id is looked up here, never trusted with its name.
 */
export function knownStores(db: DbOrTx, version: () => Promise<number | null>): KnownStores {
  let kept: {
    version: number | null;
    at: number;
    stores: Promise<Map<string, KnownStore>>;
  } | null = null;
  const read = async () =>
    new Map(
      (await findStores(db, {})).map((row) => [
        String(row.id),
        { name: row.name, modes: row.deliveryModes },
      ]),
    );
  return async (id) => {
    const current = await version();
    const fresh =
      kept &&
      (current === null
        ? kept.version === null && Date.now() - kept.at < 60_000
        : kept.version === current);
    if (!fresh) {
      const stores = read();
      kept = { version: current, at: Date.now(), stores };
      // A failed read is not kept: the next drawing asks again.
      stores.catch(() => {
        if (kept?.stores === stores) kept = null;
      });
    }
    return (await kept!.stores).get(id) ?? null;
  };
}
