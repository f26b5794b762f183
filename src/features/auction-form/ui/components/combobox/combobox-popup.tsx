import type { ReactNode, RefObject } from 'react';
import styles from './combobox.module.css';
import { joinNames } from './join-names';
import type { useCombobox } from './use-combobox';

interface ComboboxPopupProps<T> {
  state: Omit<ReturnType<typeof useCombobox<T>>, 'listRef'>;
  listRef: RefObject<HTMLUListElement | null>;
  listboxId: string;
  labelId: string;
  optionId(index: number): string;
  getOptionKey(item: T): string;
  renderOption(item: T, state: { active: boolean }): ReactNode;
}

/** The popup under the input: the listbox of suggestions, or what the panel says instead. */
export function ComboboxPopup<T>(props: ComboboxPopupProps<T>) {
  const { state, listRef, listboxId, labelId, optionId, getOptionKey, renderOption } = props;
  const { items, status, expanded, active, panelMessage, popup, hover } = state;
  return (
    <div className={styles.popup} hidden={!expanded && !panelMessage} {...popup}>
      <ul
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        className={styles.listbox}
        hidden={!expanded}
      >
        {expanded &&
          items.map((item, index) => (
            <li
              key={getOptionKey(item)}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={index === active}
              className={joinNames(styles.option, index === active && styles.active)}
              onMouseMove={() => hover(index)}
            >
              {renderOption(item, { active: index === active })}
            </li>
          ))}
      </ul>
      {panelMessage && !expanded && (
        <p className={joinNames(styles.panelMessage, status === 'failed' && styles.panelError)}>
          {panelMessage}
        </p>
      )}
    </div>
  );
}
