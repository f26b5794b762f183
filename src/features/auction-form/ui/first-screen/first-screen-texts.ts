import de from '../../../../../locales/de/auction-form.json';
import en from '../../../../../locales/en/auction-form.json';
import es from '../../../../../locales/es/auction-form.json';
import fr from '../../../../../locales/fr/auction-form.json';
import it from '../../../../../locales/it/auction-form.json';
import nl from '../../../../../locales/nl/auction-form.json';
import pl from '../../../../../locales/pl/auction-form.json';
import pt from '../../../../../locales/pt/auction-form.json';
import ro from '../../../../../locales/ro/auction-form.json';
import sv from '../../../../../locales/sv/auction-form.json';

/**
 * The few texts of the category step painted before React (and of its loader's status while the
 * categories are asked for), in every locale, carried by the painter's own chunk: the paint waits
 * for no translation file. Each is read by a static path, so the build keeps only these strings of
 * each file (webpack's JSON tree shaking), not the whole files.
 */
export const FIRST_SCREEN_TEXTS = {
  de: {
    headline: de.headline.addNew.categorySelection,
    listLabel: de.category.listLabel,
    mainHint: de.category.mainHint,
    shortcutHint: de.category.shortcutHint,
    loading: de.loading,
  },
  en: {
    headline: en.headline.addNew.categorySelection,
    listLabel: en.category.listLabel,
    mainHint: en.category.mainHint,
    shortcutHint: en.category.shortcutHint,
    loading: en.loading,
  },
  es: {
    headline: es.headline.addNew.categorySelection,
    listLabel: es.category.listLabel,
    mainHint: es.category.mainHint,
    shortcutHint: es.category.shortcutHint,
    loading: es.loading,
  },
  fr: {
    headline: fr.headline.addNew.categorySelection,
    listLabel: fr.category.listLabel,
    mainHint: fr.category.mainHint,
    shortcutHint: fr.category.shortcutHint,
    loading: fr.loading,
  },
  it: {
    headline: it.headline.addNew.categorySelection,
    listLabel: it.category.listLabel,
    mainHint: it.category.mainHint,
    shortcutHint: it.category.shortcutHint,
    loading: it.loading,
  },
  nl: {
    headline: nl.headline.addNew.categorySelection,
    listLabel: nl.category.listLabel,
    mainHint: nl.category.mainHint,
    shortcutHint: nl.category.shortcutHint,
    loading: nl.loading,
  },
  pl: {
    headline: pl.headline.addNew.categorySelection,
    listLabel: pl.category.listLabel,
    mainHint: pl.category.mainHint,
    shortcutHint: pl.category.shortcutHint,
    loading: pl.loading,
  },
  pt: {
    headline: pt.headline.addNew.categorySelection,
    listLabel: pt.category.listLabel,
    mainHint: pt.category.mainHint,
    shortcutHint: pt.category.shortcutHint,
    loading: pt.loading,
  },
  ro: {
    headline: ro.headline.addNew.categorySelection,
    listLabel: ro.category.listLabel,
    mainHint: ro.category.mainHint,
    shortcutHint: ro.category.shortcutHint,
    loading: ro.loading,
  },
  sv: {
    headline: sv.headline.addNew.categorySelection,
    listLabel: sv.category.listLabel,
    mainHint: sv.category.mainHint,
    shortcutHint: sv.category.shortcutHint,
    loading: sv.loading,
  },
};
