import { logError, reportError } from '../../core/errors/report';
import { normalizeLocale } from '../../core/i18n/locales';
import { loadValidationMessages, type ValidationMessages } from '../../core/validation';
import { waitForJQueryValidation } from './page-jquery';
import { announcePending, announceReady } from './ready';
import { registerValidation } from './register';

const PREFIX = '[transport-widgets] validation-messages:';

async function messagesFor(locale: string): Promise<ValidationMessages> {
  try {
    return await loadValidationMessages(locale);
  } catch (error) {
    // Rules without words would be worse than rules in English.
    logError(`${PREFIX} the ${locale} messages did not load, using English.`, error);
    reportError(error, { widget: 'validation-messages', kind: 'messages' });
    return locale === 'en' ? {} : loadValidationMessages('en').catch(() => ({}));
  }
}

/**
 * Registers rules and messages with the page's jquery-validation. Returns
 * whether they are registered; false (and a clear console error) without
 * jQuery or jquery-validation.
 */
async function setUp(pageLocale: string | undefined): Promise<boolean> {
  announcePending();
  const { $, validator } = await waitForJQueryValidation();
  if (!$ || !validator) {
    const missing = !$ ? 'jQuery (window.jQuery)' : 'jquery-validation ($.validator)';
    logError(
      `${PREFIX} ${missing} is not on this page, so no rule or message was registered. Load the page's jQuery and jquery-validation before the form's init.`,
    );
    return false;
  }
  const locale = normalizeLocale(pageLocale);
  if (validator.transportWidgets) {
    announceReady({ locale: validator.transportWidgets.locale });
    return true;
  }
  const messages = await messagesFor(locale);
  registerValidation($, validator, messages, locale);
  announceReady({ locale });
  return true;
}

let running: Promise<boolean> | null = null;

/** Once per page, however many nodes or mounts. */
export function setUpValidation(pageLocale: string | undefined): Promise<boolean> {
  running ??= setUp(pageLocale);
  return running;
}

export function resetValidationSetupForTests(): void {
  running = null;
}
