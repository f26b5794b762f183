import { useId } from 'react';
import styles from './cookie-bar.module.css';

interface Props {
  name: string;
  description: string;
  checked: boolean;
  /** A category the visitor cannot switch off (necessary; analytics on a .pl host). */
  locked?: boolean;
  note?: string | undefined;
  onChange?: (on: boolean) => void;
}

/** One category: a native checkbox exposed as a switch, so Space toggles it and screen readers say on/off. */
export function CategoryToggle({
  name,
  description,
  checked,
  locked = false,
  note,
  onChange,
}: Props) {
  const id = useId();
  return (
    <li className={styles.category}>
      <div className={styles.categoryText}>
        <label htmlFor={id} className={styles.categoryName}>
          {name}
          {note && <span className={styles.note}> · {note}</span>}
        </label>
        <p id={`${id}-description`} className={styles.categoryDescription}>
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={locked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
    </li>
  );
}
