import { memo, useEffect, useMemo, useState } from 'react';
import type { CarSuggestion, ItemSuggestion } from '@/features/auction-form/api/autocomplete';
import type { FieldDefinition } from '@/features/auction-form/model/item-category';
import type { AutocompleteKind } from '@/features/auction-form/rules/autocomplete-kind';
import { checkSafely, fieldDomId } from '@/features/auction-form/rules/details-validation';
import { NAME_VALIDATORS } from '@/features/auction-form/rules/text-limits';
import {
  carChosen,
  carCleared,
  carWanted,
  selectChosenCar,
} from '@/features/auction-form/state/details/catalogue-slice';
import {
  selectFromCatalogue,
  selectItemValue,
} from '@/features/auction-form/state/details/details-selectors';
import { updateItem } from '@/features/auction-form/state/details/items-slice';
import {
  Combobox,
  type ComboboxMessages,
} from '@/features/auction-form/ui/components/combobox/combobox';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { useProblemText } from '../problem-text';
import { useAppStore } from '../use-app-store';
import { carSuggestionPatch, editPatch, itemSuggestionPatch } from './autofill';
import { CarVersionPicker } from './car-version-picker';

type Suggestion = CarSuggestion | ItemSuggestion;

export interface ItemNameFieldProps {
  itemKey: string;
  kind: AutocompleteKind;
  /** For cars: the `model` definition (make and model), which this field then edits. */
  modelDefinition: FieldDefinition | null;
}

const isCar = (s: Suggestion): s is CarSuggestion =>
  Array.isArray((s as CarSuggestion).generations);

/**
 * The item's name, a WAI-ARIA combobox over the list that fits the item
 * category. For cars it edits the make and model and then offers the
 * generation and series, which fill the measurements.
 */
export const ItemNameField = memo(function ItemNameField({
  itemKey,
  kind,
  modelDefinition,
}: ItemNameFieldProps) {
  const { t } = useDetailsT();
  const problemText = useProblemText();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const car = kind === 'car';
  const model = modelDefinition !== null;
  const field = model ? 'model' : 'name';
  const value = useAppSelector((state) => selectItemValue(state, itemKey, field)) ?? '';
  const autocompleteItemId = useAppSelector((state) =>
    selectItemValue(state, itemKey, 'autocompleteItemId'),
  );
  const touched = useAppSelector((state) => selectItemValue(state, itemKey, 'touched'));
  const [blurred, setBlurred] = useState(false);
  const chosenCar = useAppSelector((state) => selectChosenCar(state, itemKey));

  const validators = modelDefinition ? modelDefinition.validators : NAME_VALIDATORS;
  const problem = useMemo(() => checkSafely(value, validators), [value, validators]);
  const shown = problem && (blurred || touched) ? problem : null;

  // A restored draft knows the car's id but not its generations: the store looks the car up again.
  useEffect(() => {
    if (
      !car ||
      chosenCar ||
      autocompleteItemId === null ||
      autocompleteItemId === undefined ||
      !value
    )
      return;
    dispatch(carWanted({ itemKey, text: value }));
  }, [car, chosenCar, autocompleteItemId, value, dispatch, itemKey]);

  const source = useMemo(() => ({ kind: 'catalogue' as const, list: kind }), [kind]);

  const messages: ComboboxMessages = useMemo(
    () => ({
      loading: t('suggestions.loading'),
      noResults: t('suggestions.noResults'),
      failed: () => t('suggestions.failed'),
      count: (count: number) => t('suggestions.count', { count }),
    }),
    [t],
  );

  const onInputChange = (text: string) => {
    // Read when typed, not subscribed: the first edit of a suggested item would re-render the name field.
    const catalogue = selectFromCatalogue(store.getState(), itemKey);
    const patch = editPatch(field, text === '' ? null : text, catalogue);
    if (model) patch.name = text === '' ? null : text;
    dispatch(updateItem({ key: itemKey, patch }));
    if (chosenCar && text !== chosenCar.name) dispatch(carCleared(itemKey));
  };

  const onSelect = (suggestion: Suggestion) => {
    if (isCar(suggestion)) {
      dispatch(carChosen({ itemKey, car: suggestion }));
      dispatch(updateItem({ key: itemKey, patch: carSuggestionPatch(suggestion) }));
    } else {
      const patch = itemSuggestionPatch(suggestion);
      if (model) patch.model = suggestion.name;
      dispatch(updateItem({ key: itemKey, patch }));
    }
  };

  const label = modelDefinition ? modelDefinition.name : t('items.name');
  return (
    <div className={styles.nameField}>
      <Combobox<Suggestion>
        id={fieldDomId(itemKey, field)}
        label={label}
        value={String(value)}
        onInputChange={onInputChange}
        source={source}
        getOptionKey={(s) => String(s.id)}
        renderOption={(s) => <SuggestionRow suggestion={s} />}
        onSelect={onSelect}
        onBlur={() => setBlurred(true)}
        messages={messages}
        error={shown ? problemText(shown) : null}
        hint={car ? t('items.carHint') : t('items.nameHint')}
        placeholder={t(`items.namePlaceholder.${kind}`)}
        required
      />
      {car && chosenCar && <CarVersionPicker itemKey={itemKey} car={chosenCar} />}
    </div>
  );
});

function SuggestionRow({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useDetailsT();
  if (isCar(suggestion)) {
    return (
      <span className={styles.suggestion}>
        <span className={styles.suggestionName}>{suggestion.name}</span>
        <span className={styles.suggestionMeta}>
          {t('suggestions.generations', { count: suggestion.generations.length })}
        </span>
      </span>
    );
  }
  return (
    <span className={styles.suggestion}>
      <span className={styles.suggestionName}>{suggestion.name}</span>
      <span className={styles.suggestionMeta}>
        {t('suggestions.measurements', {
          length: suggestion.length,
          width: suggestion.width,
          height: suggestion.height,
          weight: suggestion.weight,
        })}
      </span>
    </span>
  );
}
