import { errorCatalogue } from '@spesa/contracts';
import { AppError } from '../../http/app-error';

/** What a change's rules read of its order, locked. */
export interface ChangeableOrder {
  status: string;
  /** Before its slot's cut-off, by PostgreSQL's clock. */
  beforeCutoff: boolean;
}

const ENDED = ['ABORTED', 'CANCELLED'];

const DISCARDED = " Le modifiche in corso sono state annullate: l'ordine resta com'era.";

/**
 * Issue 29: an order changes only while it waits to be prepared (else 4205) and before its
 * slot's cut-off (else 4029). `discarding` adds that an open change was let go.
 */
export function changeRefusal(order: ChangeableOrder, discarding = false): AppError | null {
  const tail = discarding ? DISCARDED : '';
  if (order.status !== 'TO_BE_PREPARED') {
    const why = ENDED.includes(order.status)
      ? "l'ordine è stato annullato"
      : "il negozio ha già iniziato a preparare l'ordine";
    return new AppError('WRONG_ORDER_STATUS', {
      message: `${errorCatalogue.WRONG_ORDER_STATUS.message}: ${why}, non si può più modificare.${tail}`,
    });
  }
  if (!order.beforeCutoff)
    return new AppError('SLOT_CUTOFF_PASSED', {
      message: `${errorCatalogue.SLOT_CUTOFF_PASSED.message}: l'ordine non si può più modificare.${tail}`,
    });
  return null;
}

export function requireChangeable(order: ChangeableOrder, discarding = false): void {
  const refusal = changeRefusal(order, discarding);
  if (refusal) throw refusal;
}
