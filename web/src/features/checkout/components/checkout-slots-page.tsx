import type { Cart, SlotDay } from '@spesa/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '@/shared/i18n/languages';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { useSlotHold } from '@/shared/api/slot-hold';
import { useDaySlots } from '../api/get-day-slots';
import { useSlotDays } from '../api/get-slot-days';
import { useCheckoutStore } from '../state/checkout-store';
import { CheckoutSteps } from './checkout-steps';
import { DayCarousel } from './day-carousel';
import { SlotPicker } from './slot-picker';
import styles from './checkout.module.css';

/** /checkout: the delivery day among the next 10 and a time slot of that day (spec 2). */
export function CheckoutSlotsPage({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const daysTitle = useId();
  const slotsTitle = useId();
  const { day, slot, placed, setDay, setSlot, reset } = useCheckoutStore();
  const days = useSlotDays(cart.id);
  const chosenDay: SlotDay | null = days.data?.find((d) => d.date === day) ?? null;
  const slots = useDaySlots(cart.id, chosenDay);
  // Issue 29: the slot held while shopping is the checkout's first choice.
  const hold = useSlotHold(cart.id);
  const held = hold.data?.status === 'ACTIVE' ? hold.data : null;

  // A new checkout after an order placed earlier starts from scratch.
  useEffect(() => {
    if (placed) reset();
  }, [placed, reset]);

  // Until the customer picks one, the first day with a free slot is shown.
  useEffect(() => {
    if (day !== null || !days.data || hold.isPending) return;
    const heldDay = held ? days.data.find((d) => d.date === held.date) : undefined;
    const first = heldDay ?? days.data.find((d) => d.available);
    if (first) setDay(first.date);
  }, [day, days.data, hold.isPending, held, setDay]);

  // The held slot, once its day's slots are listed, is chosen for the customer.
  useEffect(() => {
    if (slot || !held || !slots.data) return;
    const mine = slots.data.find((s) => s.id === held.timeSlotId && s.available);
    if (mine) setSlot(mine);
  }, [slot, held, slots.data, setSlot]);

  // A slot that filled up since it was chosen is no choice any more.
  useEffect(() => {
    if (!slot || !slots.data) return;
    const fresh = slots.data.find((s) => s.id === slot.id);
    if (!fresh?.available) setSlot(null);
  }, [slot, slots.data, setSlot]);

  const noDays = days.isSuccess && !days.data.some((d) => d.available);
  let slotList;
  if (chosenDay === null) slotList = null;
  else if (slots.isPending) slotList = <Spinner />;
  else if (!slots.data?.length) slotList = <EmptyState title={t('checkout.slots.empty')} />;
  else
    slotList = (
      <SlotPicker
        slots={slots.data}
        selectedId={slot?.id ?? null}
        heldId={held?.timeSlotId ?? null}
        onSelect={setSlot}
        labelledBy={slotsTitle}
      />
    );

  return (
    <div className={styles.page}>
      <CheckoutSteps current="availability" />
      <h1 className={styles.title}>{t('checkout.slots.title')}</h1>
      {days.isPending ? <Spinner /> : null}
      {noDays ? <EmptyState title={t('days.primaryText')} /> : null}
      {days.isSuccess && !noDays ? (
        <>
          <section>
            <h2 id={daysTitle} className={styles.sectionTitle}>
              {t('checkout.days.title')}
            </h2>
            <DayCarousel
              days={days.data}
              selected={day}
              onSelect={(d) => setDay(d.date)}
              labelledBy={daysTitle}
            />
          </section>
          <section>
            <h2 id={slotsTitle} className={styles.sectionTitle}>
              {chosenDay
                ? t('checkout.slots.ofDay', { day: dayLabel(chosenDay, i18n.resolvedLanguage) })
                : t('checkout.slots.chooseDay')}
            </h2>
            {slotList}
          </section>
        </>
      ) : null}
      <div className={styles.actions}>
        <Link to="/cart" className={styles.backLink}>
          {t('checkout.backToCart')}
        </Link>
        <Button disabled={slot === null} onClick={() => void navigate('/checkout/data')}>
          {t('checkout.next')}
        </Button>
      </div>
    </div>
  );
}
