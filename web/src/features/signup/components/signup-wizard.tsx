import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { signupSteps, useSignupWizard } from '../hooks/use-signup-wizard';
import { useSignupSubmit } from '../hooks/use-signup-submit';
import { AccountStep, emptyAccount } from './account-step';
import { CheckStep, emptyCheck } from './check-step';
import { ConsentsStep, emptyConsents } from './consents-step';
import { DetailsStep } from './details-step';
import { SignupSuccess } from './signup-success';
import { StepIndicator } from './step-indicator';
import { TypeStep } from './type-step';
import styles from './signup-wizard.module.css';

/** The registration wizard of spec 2: five steps, back on every step after the first. */
export function SignupWizard() {
  const { t } = useTranslation();
  const { draft, chooseType, checked, save, back, goTo } = useSignupWizard();
  const { submit, pending, registeredEmail } = useSignupSubmit(goTo);
  const { step, type, result, inputs, outputs } = draft;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Focus follows the step so keyboard and screen reader users start from its heading.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const name = signupSteps[step] ?? 'type';
  const heading =
    name === 'check'
      ? t(type === 'fetch' ? 'signup.check.headingFetch' : 'signup.check.headingCheck')
      : t(`signup.${name}.heading`);

  // Each step renders only once the ones before it were completed, so its inputs exist.
  function renderStep() {
    if (step === 0 || !type) return <TypeStep value={type} onChoose={chooseType} />;
    if (step === 1 || !result || !outputs.check || !inputs.details) {
      return (
        <CheckStep
          key={type}
          type={type}
          defaultValues={inputs.check ?? emptyCheck(type)}
          onBack={(values) => back('check', values)}
          onChecked={checked}
        />
      );
    }
    if (step === 2 || !outputs.details) {
      return (
        <DetailsStep
          result={result}
          defaultValues={inputs.details}
          onBack={(values) => back('details', values)}
          onSubmit={(values, output) => save('details', values, output)}
        />
      );
    }
    if (step === 3 || !outputs.account) {
      return (
        <AccountStep
          defaultValues={inputs.account ?? emptyAccount}
          onBack={(values) => back('account', values)}
          onSubmit={(values, output) => save('account', values, output)}
        />
      );
    }
    const parts = { type, result, check: outputs.check, details: outputs.details };
    const account = outputs.account;
    return (
      <ConsentsStep
        defaultValues={inputs.consents ?? emptyConsents}
        pending={pending}
        onBack={(values) => back('consents', values)}
        onSubmit={(values, consents) => {
          save('consents', values, consents);
          submit({ ...parts, account, consents });
        }}
      />
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('signup.title')}</h1>
        <p className={styles.intro}>{t('signup.intro')}</p>
      </header>
      <StepIndicator step={step} />
      <section className={styles.card} aria-labelledby="signup-step-heading">
        <h2 id="signup-step-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h2>
        {renderStep()}
      </section>
      <SignupSuccess open={registeredEmail !== null} email={registeredEmail ?? ''} />
    </div>
  );
}
