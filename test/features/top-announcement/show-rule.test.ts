import fc from 'fast-check';
import { parseDataAttributes } from '@/core/config/data-attributes';
import { rawAttribute } from '@/core/mount/lean-widget';
import { topAnnouncementConfigSchema } from '@/features/top-announcement/config';
import {
  factsOfConfig,
  factsOfNode,
  shouldShow,
  type AnnouncementFacts,
} from '@/features/top-announcement/show-rule';

const now = Date.parse('2025-06-01T12:00:00Z');
const at = (iso: string) => Date.parse(iso);
const shown: AnnouncementFacts = {
  enabled: true,
  id: 'spring',
  content: 'Spring sale',
  startsAt: Number.NaN,
  endsAt: Number.NaN,
  closed: undefined,
  closedId: undefined,
};

describe('shouldShow', () => {
  // [case, facts, shown]
  it.each<[string, Partial<AnnouncementFacts>, boolean]>([
    ['switched on, with an id and text, no window, not closed', {}, true],
    ['switched off', { enabled: false }, false],
    ['no id', { id: undefined }, false],
    ['no text', { content: undefined }, false],
    ['blank text', { content: '  ' }, false],
    ['starts at this very moment', { startsAt: at('2025-06-01T12:00:00Z') }, true],
    ['starts a second later', { startsAt: at('2025-06-01T12:00:01Z') }, false],
    ['ends at this very moment', { endsAt: at('2025-06-01T12:00:00Z') }, false],
    ['ends a second later', { endsAt: at('2025-06-01T12:00:01Z') }, true],
    [
      'inside a window given with an offset',
      { startsAt: at('2025-06-01T13:00:00+02:00'), endsAt: at('2025-06-02T00:00:00+02:00') },
      true,
    ],
    ['closed, this id', { closed: '1', closedId: 'spring' }, false],
    ['closed, another id: a new id shows again', { closed: '1', closedId: 'winter' }, true],
    ['the id cookie without the close cookie', { closedId: 'spring' }, true],
    ['a close cookie that is not 1', { closed: '0', closedId: 'spring' }, true],
  ])('%s → %s', (_, facts, expected) => {
    expect(shouldShow({ ...shown, ...facts }, now)).toBe(expected);
  });
});

const node = (attributes: Record<string, string>) => {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

describe('the raw node and the schema read the same facts', () => {
  const attribute = (values: string[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
  const attributes = fc.record({
    'data-id': attribute(['spring', 'winter', '', '  ']),
    'data-content': attribute(['Spring sale', '', ' ']),
    'data-enabled': attribute(['true', 'false', ' false ', 'FALSE', 'no', '0', '']),
    'data-starts-at': attribute([
      '2025-05-01T00:00:00Z',
      '2025-07-01T00:00:00+02:00',
      '2025-06-01T12:00:00Z',
      'next monday',
      '',
    ]),
    'data-ends-at': attribute(['2025-06-01T12:00:00Z', '2025-06-02', 'soon', '']),
    'data-closed-cookie': attribute(['promo_closed', 'a b', '']),
    'data-id-cookie': attribute(['promo_id', 'a;b', '']),
  });
  const jars = fc.dictionary(
    fc.constantFrom('top_announcement_closed', 'top_announcement_id', 'promo_closed', 'promo_id'),
    fc.constantFrom('1', '0', 'spring', 'winter'),
  );

  it('whatever the attributes (bad ones cost only themselves) and cookies, the decision agrees', () => {
    fc.assert(
      fc.property(attributes, jars, (raw, jar) => {
        const set = Object.fromEntries(
          Object.entries(raw).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        const element = node(set);
        const cookie = (name: string) => jar[name];
        const config = parseDataAttributes(
          'top-announcement',
          element,
          topAnnouncementConfigSchema,
          () => undefined,
        );
        const beforeSchema = factsOfNode((name) => rawAttribute(element, name), cookie);
        expect(beforeSchema).toEqual(factsOfConfig(config, cookie));
        expect(shouldShow(beforeSchema, now)).toBe(shouldShow(factsOfConfig(config, cookie), now));
      }),
      { numRuns: 300 },
    );
  });
});
