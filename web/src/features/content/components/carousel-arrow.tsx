import styles from './carousel-arrow.module.css';

export interface CarouselArrowProps {
  direction: 'prev' | 'next';
  label: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
}

export function CarouselArrow({
  direction,
  label,
  disabled,
  onClick,
  className,
}: CarouselArrowProps) {
  return (
    <button
      type="button"
      className={[styles.arrow, className].filter(Boolean).join(' ')}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}
