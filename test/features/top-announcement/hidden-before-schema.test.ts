import * as v from 'valibot';
import { topAnnouncementConfigSchema } from '@/features/top-announcement/config';
import {
  isHiddenBeforeSchema,
  type AnnouncementNode,
} from '@/features/top-announcement/hidden-before-schema';
import { shouldShow } from '@/features/top-announcement/rules';

const shown: AnnouncementNode = { id: 'spring', content: 'Spring sale' };
const closed = { top_announcement_closed: '1', top_announcement_id: 'spring' };
const now = Date.parse('2025-06-01T12:00:00Z');

describe('isHiddenBeforeSchema', () => {
  // [raw node, cookies, hidden without the schema]
  it.each<[string, AnnouncementNode, Record<string, string>, boolean]>([
    ['not closed', shown, {}, false],
    ['closed this id', shown, closed, true],
    ['closed another id', shown, { ...closed, top_announcement_id: 'winter' }, false],
    ['close cookie not 1', shown, { ...closed, top_announcement_closed: '0' }, false],
    ['no id', { content: 'Spring sale' }, {}, true],
    ['no text', { id: 'spring' }, {}, true],
    ['blank text', { id: 'spring', content: '  ' }, {}, true],
    ['switched off', { ...shown, enabled: 'false' }, {}, true],
    ['switched on', { ...shown, enabled: 'true' }, {}, false],
    [
      'custom cookie names, closed',
      { ...shown, closedCookie: 'c', idCookie: 'i' },
      { c: '1', i: 'spring' },
      true,
    ],
    ['custom cookie names, default ones set', { ...shown, closedCookie: 'c' }, closed, false],
    ['a cookie name the schema rejects', { ...shown, closedCookie: 'a b' }, closed, false],
  ])('%s → %s', (_, node, cookies, expected) => {
    const cookie = (name: string) => cookies[name];
    expect(isHiddenBeforeSchema(node, cookie)).toBe(expected);
    // Hidden here is hidden by the schema's rule too, whatever the time window.
    if (expected) {
      const config = v.parse(topAnnouncementConfigSchema, {
        ...node,
        enabled: node.enabled === undefined ? undefined : node.enabled === 'true',
      });
      expect(
        shouldShow(config, now, {
          closed: cookie(config.closedCookie),
          closedId: cookie(config.idCookie),
        }),
      ).toBe(false);
    }
  });
});
