import { useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateCart } from '@/features/cart/hooks/use-create-cart';
import {
  createSelectionReducer,
  isHomeDelivery,
  selectionFromDefaults,
  zipOf,
} from '@/features/cart/utils/create-selection';
import { LandingStep } from '@/features/landing/components/landing-step';
import { ServiceOptions } from '@/features/landing/components/service-options';
import { useDeliveries } from '@/features/stores/api/get-deliveries';
import { useUserStore } from '@/shared/state/user-store';
import { Button } from '@/shared/ui/button';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { AddressStep } from './address-step';
import { PlaceStep } from './place-step';
import { StoreStep } from './store-step';
import { useCartLoad } from './use-cart-load';
import styles from './create-cart.module.css';

/**
 * The create-cart steps: a service; for home delivery and the courier one of the customer's
 * addresses, for the pickup modes a town or postcode; then a store serving it. What the
 * shopper already chose (landing page, last cart) is filled in: the service and place at once,
 * the address of that postcode and the store once their lists have loaded. The cart opens, a
 * waiting product goes in, and the shop opens on /home.
 */
export function CreateCartForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read once: opening the cart changes these defaults.
  const [defaults] = useState(() => {
    const state = useUserStore.getState();
    return {
      mode: state.defaultDelivery,
      zipCode: state.defaultZipCode,
      cityName: state.defaultCityName,
      storeId: state.defaultStore?.id,
    };
  });
  const [selection, dispatch] = useReducer(createSelectionReducer, defaults, selectionFromDefaults);
  const { mode, address, place, store } = selection;
  const home = isHomeDelivery(mode);
  const zipCode = zipOf(selection);
  const deliveries = useDeliveries();
  const { create, isPending } = useCreateCart();
  const { loadExtras } = useCartLoad();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!mode || !store || !zipCode || isPending) return;
    const cart = await create({
      storeId: store.id,
      deliveryMode: mode,
      addressId: home ? address?.id : undefined,
    });
    if (!cart) return;
    useUserStore.getState().setDefaults({
      store: { id: cart.storeId, name: cart.storeDescription },
      delivery: cart.deliveryMode,
      zipCode,
      cityName: (home ? address?.city : place?.cityName) ?? '',
    });
    await navigate('/home');
    await loadExtras(cart);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <LandingStep number={1} title={t('cartCreate.steps.service')}>
        {deliveries.isPending ? <Spinner /> : null}
        {deliveries.isError ? <LoadError onRetry={() => void deliveries.refetch()} /> : null}
        {deliveries.isSuccess ? (
          <ServiceOptions
            modes={deliveries.data}
            value={mode}
            onChange={(chosen) => dispatch({ type: 'chooseMode', mode: chosen })}
          />
        ) : null}
      </LandingStep>
      <LandingStep
        number={2}
        title={home ? t('cartCreate.steps.address') : t('cartCreate.steps.place')}
        disabled={!mode}
      >
        {!mode ? <p className={styles.waiting}>{t('cartCreate.address.waiting')}</p> : null}
        {home ? (
          <AddressStep
            userId={userId}
            preferredZip={defaults.zipCode}
            preferredCity={defaults.cityName}
            value={address?.id}
            onChange={(chosen) => dispatch({ type: 'chooseAddress', address: chosen })}
          />
        ) : null}
        {mode && !home ? (
          <PlaceStep
            text={selection.placeText}
            place={place}
            onType={(text) => dispatch({ type: 'typePlace', text })}
            onChoose={(chosen, label) => dispatch({ type: 'choosePlace', place: chosen, label })}
          />
        ) : null}
      </LandingStep>
      <LandingStep number={3} title={t('cartCreate.steps.store')} disabled={!zipCode}>
        <StoreStep
          mode={mode}
          zipCode={zipCode}
          preferredId={defaults.storeId}
          value={store?.id}
          onChange={(chosen) => dispatch({ type: 'chooseStore', store: chosen })}
        />
      </LandingStep>
      <Button
        type="submit"
        className={styles.submit}
        disabled={!store}
        aria-busy={isPending || undefined}
      >
        {isPending ? t('cartCreate.submitting') : t('cartCreate.submit')}
      </Button>
    </form>
  );
}
