import { deliversToAddress, type DeliveryModeId } from '@spesa/contracts';

/**
 * The i18next context of texts worded by service: a pickup (IN_STORE, DRIVE) is paid and
 * handed over at the store, so 'Contanti alla consegna' and 'Consegna' read 'al ritiro' and
 * 'Ritiro' there (keys with the `_pickup` suffix; the others fall back to the plain key).
 */
export function serviceContext(mode: DeliveryModeId | null | undefined): 'pickup' | undefined {
  return mode && !deliversToAddress(mode) ? 'pickup' : undefined;
}
