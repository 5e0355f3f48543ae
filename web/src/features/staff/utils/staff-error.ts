import { errorCatalogue } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError, NETWORK_ERROR_CODE } from '@/shared/api/api-error';

/**
 * A failed staff call in words an operator can act on, with its code so a call to the help
 * desk can name it. The server's own message is kept (it says which line or which move), and
 * a refused status move (4205) is named as such.
 */
export function useStaffErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (!isApiError(error)) return t('staff.errors.unknown');
    if (error.code === NETWORK_ERROR_CODE) return t('staff.errors.network');
    const message = error.fieldErrors[0]?.message ?? error.displayMessage;
    if (error.code === errorCatalogue.WRONG_ORDER_STATUS.code)
      return t('staff.errors.wrongStatus', { message, code: error.code });
    return t('staff.errors.withCode', { message, code: error.code });
  };
}
