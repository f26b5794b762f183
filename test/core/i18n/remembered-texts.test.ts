// @vitest-environment node
import i18next, { type i18n as I18n } from 'i18next';
import { rememberingT, rememberNamespace } from '@/core/i18n/remembered-texts';

const NS = 'screen';

async function instance(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'pl',
    fallbackLng: false,
    defaultNS: false,
    interpolation: { escapeValue: false },
    resources: {
      pl: {
        [NS]: {
          heading: 'Szczegóły',
          units: { kg: 'kg' },
          count_one: '{{count}} znak',
          count_few: '{{count}} znaki',
          count_many: '{{count}} znaków',
          greeting: 'Witaj, {{name}}',
        },
      },
      sv: { [NS]: { heading: 'Detaljer' } },
    },
  });
  return i18n;
}

/** Counts what i18next itself resolves. */
function asked(i18n: I18n): { count: number } {
  const translator = (
    i18n as unknown as { translator: { translate: (...a: unknown[]) => unknown } }
  ).translator;
  const translate = translator.translate.bind(translator);
  const counter = { count: 0 };
  translator.translate = (...args: unknown[]) => {
    counter.count += 1;
    return translate(...args);
  };
  return counter;
}

describe('remembered texts: i18next asked once per plain text', () => {
  it('a text asked without options is asked of i18next once; a call with options every time', async () => {
    const i18n = await instance();
    const counter = asked(i18n);
    const t = rememberingT(i18n, i18n.getFixedT('pl', NS), 'pl', NS);
    expect([t('heading'), t('heading'), t('units.kg')]).toEqual(['Szczegóły', 'Szczegóły', 'kg']);
    expect(counter.count).toBe(2);
    expect([t('count', { count: 1 }), t('count', { count: 3 }), t('count', { count: 5 })]).toEqual([
      '1 znak',
      '3 znaki',
      '5 znaków',
    ]);
    expect(t('greeting', { name: 'Ala' })).toBe('Witaj, Ala');
    expect(counter.count).toBe(6);
  });

  it('keeps each language apart', async () => {
    const i18n = await instance();
    const pl = rememberingT(i18n, i18n.getFixedT('pl', NS), 'pl', NS);
    const sv = rememberingT(i18n, i18n.getFixedT('sv', NS), 'sv', NS);
    expect([pl('heading'), sv('heading')]).toEqual(['Szczegóły', 'Detaljer']);
  });

  it('forgets a namespace when i18next adds resources to it', async () => {
    const i18n = await instance();
    const t = () => rememberingT(i18n, i18n.getFixedT('pl', NS), 'pl', NS);
    expect(t()('heading')).toBe('Szczegóły');
    i18n.addResource('pl', NS, 'heading', 'Szczegóły przesyłki');
    expect(t()('heading')).toBe('Szczegóły przesyłki');
  });

  it('rememberNamespace asks for every plain text ahead, and for no placeholder or plural', async () => {
    const i18n = await instance();
    rememberNamespace(i18n, NS);
    const counter = asked(i18n);
    const t = rememberingT(i18n, i18n.getFixedT('pl', NS), 'pl', NS);
    expect([t('heading'), t('units.kg')]).toEqual(['Szczegóły', 'kg']);
    expect(counter.count).toBe(0);
    expect(t('greeting')).toBe('Witaj, {{name}}');
    expect(counter.count).toBe(1);
  });

  it('rememberNamespace of a namespace not loaded does nothing', async () => {
    const i18n = await instance();
    expect(() => rememberNamespace(i18n, 'missing')).not.toThrow();
  });
});
