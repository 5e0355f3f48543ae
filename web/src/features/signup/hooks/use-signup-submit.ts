import { errorCatalogue } from '@spesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { defaultLanguage, isLanguage } from '@/shared/i18n/languages';
import { notify } from '@/shared/ui/notify';
import { useSignup } from '../api/signup';
import { buildSignupRequest, type SignupParts } from '../utils/build-signup-request';
import { errorText } from '../utils/error-text';

/** The step holding the field a signup error code is about: the shopper is sent back there. */
const stepOfCode = new Map<number, number>([
  [errorCatalogue.USER_ALREADY_REGISTERED.code, 3],
  [errorCatalogue.INVALID_USERNAME.code, 3],
  [errorCatalogue.INVALID_PASSWORD.code, 3],
  [errorCatalogue.INVALID_PHONE.code, 2],
  [errorCatalogue.INVALID_ADDRESS.code, 2],
]);

/**
 * Sends the signup (spec 4: loading state, then the success popup). Any failure shows its
 * message (spec 8); one about the e-mail, phone or address returns to the step that has it.
 */
export function useSignupSubmit(goTo: (step: number) => void) {
  const { i18n } = useTranslation();
  const signup = useSignup();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  function submit(parts: Omit<SignupParts, 'language'>) {
    const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
    const request = buildSignupRequest({ ...parts, language });
    signup.mutate(request, {
      onSuccess: () => setRegisteredEmail(request.username),
      onError: (error) => {
        notify.error(errorText(error));
        const step = isApiError(error) ? stepOfCode.get(error.code) : undefined;
        if (step !== undefined) goTo(step);
      },
    });
  }

  return { submit, pending: signup.isPending, registeredEmail };
}
