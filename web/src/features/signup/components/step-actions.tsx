import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import styles from './signup-wizard.module.css';

export interface StepActionsProps {
  /** Goes one step back keeping what was typed (spec 2: every step after 0). */
  onBack: () => void;
  submitLabel?: string;
  /** While a call runs: the submit button is disabled and says so. */
  pending?: boolean;
  pendingLabel?: string;
}

export function StepActions({
  onBack,
  submitLabel,
  pending = false,
  pendingLabel,
}: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onBack} disabled={pending}>
        {t('signup.back')}
      </Button>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? (pendingLabel ?? submitLabel) : (submitLabel ?? t('signup.next'))}
      </Button>
    </div>
  );
}
