import { useTranslation } from 'react-i18next';
import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { useGetCategoriesQuery } from '../../api/form-api';
import { selectHeadlineKeys } from '../../state/navigation/headline-selector';
import { useFormEnvironment } from '../environment-context';
import { useAppSelector } from '../hooks';
import { useStepFocus } from '../navigation/step-focus';
import styles from './headline.module.css';

/** The step's heading; it takes the focus after each step change (navigation/step-focus.ts). */
export function Headline() {
  const { t } = useTranslation(FORM_NAMESPACE);
  const { locale } = useFormEnvironment();
  const { data: categories } = useGetCategoriesQuery(locale);
  const keys = useAppSelector((state) => selectHeadlineKeys(state, categories));
  const focus = useStepFocus();

  return (
    <h1
      ref={focus?.heading}
      tabIndex={-1}
      className={styles.headline}
      data-headline-key={keys.at(-1)}
    >
      {t(keys)}
    </h1>
  );
}
