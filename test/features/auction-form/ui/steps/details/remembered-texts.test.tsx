import { screen } from '@testing-library/react';
import { getI18n } from '@/core/i18n/i18n';
import { rememberNamespace } from '@/core/i18n/remembered-texts';
import { DETAILS_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { renderDetails, SOFA } from './render-details';

describe("the details screen's texts", () => {
  it('once its namespace is remembered, its render asks i18next only for texts with options', async () => {
    const i18n = await getI18n([DETAILS_NAMESPACE], 'de');
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces([DETAILS_NAMESPACE]);
    rememberNamespace(i18n, DETAILS_NAMESPACE);
    const translator = (
      i18n as unknown as {
        translator: {
          translate: (
            key: unknown,
            options?: Record<string, unknown>,
            ...rest: unknown[]
          ) => unknown;
        };
      }
    ).translator;
    const translate = translator.translate.bind(translator);
    const plain: string[] = [];
    translator.translate = (
      key: unknown,
      options?: Record<string, unknown>,
      ...rest: unknown[]
    ) => {
      const own = Object.keys(options ?? {}).filter(
        (name) => !['lng', 'lngs', 'ns', 'keyPrefix'].includes(name),
      );
      if (own.length === 0) plain.push(String(key));
      return translate(key, options, ...rest);
    };
    try {
      await renderDetails({ locale: 'de', items: [SOFA] });
      expect(await screen.findAllByRole('spinbutton')).not.toHaveLength(0);
      expect(plain).toEqual([]);
    } finally {
      translator.translate = translate;
    }
  });
});
