import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Replaces the visible text as the name, e.g. for an icon-only link. */
  label?: string;
}

/** A link leaving the shop: a new tab that cannot reach back into this page. */
export function ExternalLink({ href, className, children, label }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} ${t('shell.newWindow')}` : undefined}
    >
      {children}
      {label ? null : <span className="visually-hidden"> {t('shell.newWindow')}</span>}
    </a>
  );
}
