import type { BrowserContext, Page } from 'playwright-core';

/**
 * The four typical page views of the budgets. Each says how to bring the
 * browser into its state and when the page counts as done.
 */
export interface TypicalPage {
  id: 'a' | 'b' | 'c' | 'd';
  label: string;
  path: string;
  /** Puts the context in the visitor's state before the measured load. */
  prepare?(context: BrowserContext, base: string): Promise<void>;
  /** Resolves when what the visitor should see is painted. */
  painted(page: Page): Promise<void>;
  /** For the benchmark: the element whose paint ends the measurement. */
  paintSelector: string;
  /** The floor page this figure is compared with, and its budget. */
  floor?: string;
  /** A peer library's page measured the same way, for a second ratio. */
  peer?: string;
  /** `peerRatio`: a budget against the peer rather than the floor. */
  timeBudget?: TimeBudget;
  /**
   * A second moment of the same load, for a page painted before its widget listens: when the
   * widget is interactive (the bench prints it as its own figure, with its own floor and budget).
   */
  interactive?: { selector: string; floor: string; timeBudget?: TimeBudget };
}

export interface TimeBudget {
  ratio?: number;
  peerRatio?: number;
  ms?: number;
}

/** Matches once the widgets have run and none is still mounting: every widget has decided. */
const ALL_SETTLED =
  'body:has([data-tw-state="mounted"]):not(:has([data-tw-widget]:not([data-tw-state="mounted"]):not([data-tw-state="error"])))';

const settled = async (page: Page): Promise<void> => {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-tw-widget]')].every((n) =>
      ['mounted', 'error'].includes(n.getAttribute('data-tw-state') ?? ''),
    ),
  );
};

/** A returning visitor: consent given, announcement dismissed (app bar: desktop, not shown). */
async function becomeReturningVisitor(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/content/en?guest`);
  await settled(page);
  const accept = page.getByRole('button', { name: /accept all/i });
  await accept.waitFor({ timeout: 10000 });
  await accept.click();
  const region = page.locator('[data-tw-widget="top-announcement"]');
  const close = region.getByRole('button', { name: /close|dismiss/i });
  if (await close.count()) await close.first().click();
  await page.waitForTimeout(300);
  await page.close();
}

export const TYPICAL_PAGES: TypicalPage[] = [
  {
    id: 'a',
    label: 'content page, returning signed-out visitor, helpers only',
    path: '/content/en?guest',
    prepare: becomeReturningVisitor,
    painted: settled,
    paintSelector: ALL_SETTLED,
    floor: 'floor-webpack',
    timeBudget: { ratio: 2 },
  },
  {
    id: 'b',
    label: 'content page, first visit, cookie bar',
    path: '/content/en?guest',
    painted: async (page) => {
      await page.getByRole('button', { name: /accept all/i }).waitFor({ state: 'visible' });
    },
    // Painted from the build's markup before React: compared with a bar that needs no React.
    paintSelector: '[data-tw-widget="cookie-bar"] button',
    floor: 'floor-react',
    peer: 'peer-cookieconsent',
    timeBudget: { peerRatio: 1.5 },
    // Interactive: React has adopted the bar (hydrated), the kit marks the node mounted.
    interactive: {
      selector: '[data-tw-widget="cookie-bar"][data-tw-state="mounted"] button',
      floor: 'floor-react',
      timeBudget: { ratio: 1.3 },
    },
  },
  {
    id: 'c',
    label: "the form's first screen (cookie choice already made)",
    // The page hands the categories over (data-categories), as a production page that has them does.
    path: '/form/en/?categories=inline',
    prepare: becomeReturningVisitor,
    painted: async (page) => {
      await page
        .locator('[data-tw-widget="auction-form"] h1, [data-tw-widget="auction-form"] h2')
        .first()
        .waitFor({ state: 'visible' });
      await page
        .locator('[data-tw-widget="auction-form"] button')
        .first()
        .waitFor({ state: 'visible' });
    },
    // Painted: the category step, painted before React on this page (ui/first-screen/).
    paintSelector: '[data-tw-widget="auction-form"] li button',
    floor: 'floor-react-rtk-i18n',
    // Interactive: React has adopted it (hydrated), the kit marks the node mounted.
    interactive: {
      selector: '[data-tw-widget="auction-form"][data-tw-state="mounted"] li button',
      floor: 'floor-react-rtk-i18n',
      timeBudget: { ratio: 1.3 },
    },
  },
];
