import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './browser';
import { overflowProblems } from './overflow';

/* The layout check's "word broken" rule, on boxes made for it: what it reports and what it leaves. */

let session: Session;
beforeAll(async () => {
  session = await openSession({ viewport: { width: 320, height: 600 } });
});
afterAll(async () => {
  await session.close();
});

const boxOf = (style: string, text: string) =>
  `<div data-tw-widget="check" lang="de" style="font: 16px/1.4 sans-serif">
     <p style="margin: 0; width: 90px; ${style}">${text}</p>
   </div>`;

const brokenReports = async (style: string, text: string): Promise<string[]> => {
  await session.page.setContent(boxOf(style, text));
  return (await overflowProblems(session.page)).filter((line) => line.startsWith('word broken'));
};

describe('the layout check: a word broken mid-word', () => {
  it('reports a line that ends between two letters of a word', async () => {
    const reports = await brokenReports('overflow-wrap: anywhere', 'TransportMarket');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/at "TransportM\w*\|\w+et"$/);
  });

  it('leaves lines that end between words', async () => {
    expect(await brokenReports('overflow-wrap: anywhere', 'Get the app now')).toEqual([]);
  });

  it('leaves a box that hyphenates, where a browser with the dictionary adds the hyphen', async () => {
    expect(
      await brokenReports('overflow-wrap: anywhere; hyphens: auto', 'Musikinstrumente'),
    ).toEqual([]);
  });

  it('leaves a word wider than half the screen, which has to break somewhere', async () => {
    expect(
      await brokenReports('overflow-wrap: anywhere', 'TransportMarketplaceInternational'),
    ).toEqual([]);
  });
});
