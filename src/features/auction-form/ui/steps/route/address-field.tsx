import { useCallback, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import type { AddressSuggestion } from '@/features/auction-form/api/address-lookup';
import type { Address, AddressEnd } from '@/features/auction-form/model/address';
import { ROUTE_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { isAddressValid } from '@/features/auction-form/rules/address';
import { addressChecked, addressText } from '@/features/auction-form/rules/address-edits';
import {
  addressTextChanged,
  placePicked,
  selectAddress,
  setAddress,
} from '@/features/auction-form/state/route/addresses-slice';
import { selectResolvingPlace } from '@/features/auction-form/state/route/route-slice';
import type { RootState } from '@/features/auction-form/state/store/root-state';
import type { SuggestionSource } from '@/features/auction-form/state/suggestions/suggestions-slice';
import { Combobox } from '../../components/combobox/combobox';
import { useTextCut } from '../../components/combobox/use-text-cut';
import { useAppDispatch, useAppSelector } from '../../hooks';
import styles from './route-step.module.css';
import { unbreakableParts } from './unbreakable-parts';

const PLACES: SuggestionSource = { kind: 'places' };

function SuggestionRow({ suggestion }: { suggestion: AddressSuggestion }) {
  const street = [suggestion.street, suggestion.buildingNr].filter(Boolean).join(' ');
  const detail = [suggestion.postalCode, suggestion.province, suggestion.country]
    .filter(Boolean)
    .join(' · ');
  return (
    <span className={styles.suggestion}>
      <span className={styles.suggestionMain}>
        {street ? `${street}, ${suggestion.city}` : suggestion.city}
      </span>
      <span className={styles.suggestionDetail}>{detail}</span>
    </span>
  );
}

export interface AddressFieldProps {
  which: AddressEnd;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One end of the route: the place autocomplete, wired to the address in the
 * store. Picking a suggestion has the store resolve it (api_address_info_by_place_id,
 * state/route/place-resolution-listener.ts) into the full address; typing again drops the place.
 */
export function AddressField({ which, inputRef }: AddressFieldProps) {
  const { t } = useTranslation(ROUTE_NAMESPACE);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const address = useAppSelector(selectAddress(which));
  const resolving = useAppSelector((state) => selectResolvingPlace(state, which));

  const save = useCallback(
    (next: Address) => dispatch(setAddress({ which, address: next })),
    [dispatch, which],
  );
  const latest = useCallback(() => selectAddress(which)(store.getState()), [store, which]);

  const choose = (suggestion: AddressSuggestion) => dispatch(placePicked({ which, suggestion }));

  const problem = address.inputError
    ? address.inputError === 'required'
      ? t(which === 'from' ? 'address.errors.requiredFrom' : 'address.errors.requiredTo')
      : t(`address.errors.${address.inputError}`, { defaultValue: t('address.errors.notSelected') })
    : address.geoCodingError
      ? t(`address.errors.${address.geoCodingError}`, {
          defaultValue: t('address.errors.unavailable'),
        })
      : null;
  // A chosen address longer than the box is cut by the input: it is shown whole under it, and in
  // the input's tooltip, so the customer can check the street and number they picked.
  const text = addressText(address);
  const chosen = !address.isAddressChanged && isAddressValid(address) && text.trim() !== '';
  const [fieldRef, cut] = useTextCut(text, inputRef);
  const changedHint =
    !problem && !resolving && address.isAddressChanged && address.previousText
      ? t('address.changed', { previous: address.previousText })
      : null;

  return (
    <Combobox<AddressSuggestion>
      className={styles.addressField}
      name={`${which}Address`}
      label={t(which === 'from' ? 'address.fromLabel' : 'address.toLabel')}
      placeholder={t('address.placeholder')}
      value={text}
      title={chosen ? text : undefined}
      after={
        chosen && cut ? (
          <p className={styles.fullAddress} data-full-address>
            {unbreakableParts(text).map((part, i) =>
              part.whole ? (
                <span key={i} className={styles.whole}>
                  {part.text}
                </span>
              ) : (
                part.text
              ),
            )}
          </p>
        ) : null
      }
      onInputChange={(text) => dispatch(addressTextChanged({ which, text }))}
      source={PLACES}
      getOptionKey={(suggestion) =>
        `${suggestion.placeId}|${suggestion.street ?? ''}|${suggestion.buildingNr ?? ''}`
      }
      renderOption={(suggestion) => <SuggestionRow suggestion={suggestion} />}
      onSelect={choose}
      onBlur={() => {
        if (selectResolvingPlace(store.getState(), which)) return;
        const current = latest();
        const checked = addressChecked(current, { requireFilled: current.isAddressChanged });
        if (checked !== current) save(checked);
      }}
      messages={{
        loading: t('address.suggestions.loading'),
        noResults: t('address.suggestions.noResults'),
        failed: (why) =>
          t(
            why === 'unavailable'
              ? 'address.suggestions.failed'
              : 'address.suggestions.serverFailed',
          ),
        count: (count) => t('address.suggestions.count', { count }),
      }}
      error={problem}
      hint={changedHint}
      openOnFocus={!chosen}
      busy={resolving}
      required
      inputRef={fieldRef}
    />
  );
}
