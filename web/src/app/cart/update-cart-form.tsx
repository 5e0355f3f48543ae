import { DeliveryModeId, deliversToAddress, type Cart, type CartChanges } from '@spesa/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { addressLines } from '@/features/cart/components/address-options';
import { SelectField } from '@/features/cart/components/select-field';
import { useUpdateCart } from '@/features/cart/hooks/use-update-cart';
import { useDeliveries } from '@/features/stores/api/get-deliveries';
import { useStoreStates } from '@/features/stores/api/get-store-states';
import { useWebConfiguration } from '@/shared/config/web-configuration';
import { Button } from '@/shared/ui/button';
import { CartChangesDialog } from '@/shared/ui/cart-changes-dialog';
import { useCartLoad } from './use-cart-load';
import { useStoreChoices } from './use-store-choices';
import styles from './create-cart.module.css';

/**
 * Spec 2, change-cart: delivery-mode and store dropdowns (and the address for home delivery
 * and the courier).
 */
export function UpdateCartForm({ cart, userId }: { cart: Cart; userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<string>(cart.deliveryMode);
  const [addressId, setAddressId] = useState(String(cart.delivery.addressId ?? ''));
  const [storeId, setStoreId] = useState(String(cart.storeId));
  const { features, defaultStateId } = useWebConfiguration();
  const [stateId, setStateId] = useState<string | null>(null);
  const states = useStoreStates(features.stateDropdown);
  const parsedMode = DeliveryModeId.safeParse(mode).data;
  const home = deliversToAddress(parsedMode);
  const deliveries = useDeliveries();
  const addresses = useAddresses(home ? userId : null);
  const zipCode = addresses.data?.find((a) => a.id === addressId)?.zip;
  const choices = useStoreChoices(parsedMode, zipCode);
  // The region starts at the cart's store's (else the configured one); with the dropdown off,
  // or 'all regions' chosen, every store of the mode is a choice.
  const cartStore = choices.stores.find((store) => store.id === cart.storeId);
  const shownStateId = stateId ?? cartStore?.address.stateId ?? defaultStateId ?? '';
  const regionStateId = features.stateDropdown ? shownStateId : '';
  const stores = choices.stores.filter(
    (store) => !regionStateId || store.address.stateId === regionStateId,
  );
  const { update, busy } = useUpdateCart();
  const { loadExtras } = useCartLoad();
  // The moved cart's 4105 lists (repriced, removed), shown before going back to the cart.
  const [changes, setChanges] = useState<CartChanges | null>(null);
  const chosenStore = stores.find((store) => store.id === storeId);
  const target = parsedMode &&
    chosenStore && {
      mode: parsedMode,
      storeId: chosenStore.id,
      // Only home delivery and the courier go to an address (spec 7: addressId empty otherwise).
      addressId: home ? addressId || undefined : undefined,
    };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target || busy) return;
    const moved = await update(cart, target);
    if (!moved) return;
    if (moved.updatedItems.length > 0 || moved.removedItems.length > 0) setChanges(moved);
    else await backToCart(moved.cart);
  }

  async function backToCart(updated: Cart) {
    await navigate('/cart');
    await loadExtras(updated);
  }

  return (
    <form className={styles.fields} onSubmit={(event) => void submit(event)} noValidate>
      {features.stateDropdown ? (
        <SelectField
          label={t('cartUpdate.state')}
          value={shownStateId}
          placeholder={t('cartUpdate.allStates')}
          options={(states.data ?? []).map((state) => ({ value: state.id, label: state.name }))}
          onChange={setStateId}
        />
      ) : null}
      <SelectField
        label={t('cartUpdate.mode')}
        value={mode}
        placeholder={t('cartUpdate.choose')}
        options={(deliveries.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        onChange={(value) => {
          setMode(value);
          setStoreId('');
        }}
      />
      {home ? (
        <SelectField
          label={t('cartUpdate.address')}
          value={addressId}
          placeholder={t('cartUpdate.choose')}
          options={(addresses.data ?? []).map((a) => ({
            value: String(a.id),
            label: addressLines(a).join(', '),
          }))}
          onChange={(value) => {
            setAddressId(value);
            setStoreId('');
          }}
        />
      ) : null}
      <SelectField
        label={t('cartUpdate.store')}
        value={chosenStore ? storeId : ''}
        placeholder={t('cartUpdate.choose')}
        options={stores.map((s) => ({ value: String(s.id), label: s.name }))}
        onChange={setStoreId}
        disabled={!parsedMode || (home && !zipCode)}
        status={
          parsedMode && !choices.isPending && stores.length === 0 && (!home || zipCode) ? (
            <p className={styles.waiting} role="status">
              {t('cartUpdate.noStores')}
            </p>
          ) : null
        }
      />
      <div className={styles.actions}>
        <Link to="/cart">{t('cartUpdate.cancel')}</Link>
        <Button type="submit" disabled={!target} aria-busy={busy || undefined}>
          {busy ? t('cartUpdate.submitting') : t('cartUpdate.submit')}
        </Button>
      </div>
      <CartChangesDialog
        changes={changes}
        onContinue={() => {
          if (changes) void backToCart(changes.cart);
        }}
      />
    </form>
  );
}
