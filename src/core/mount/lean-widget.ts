import type { ConfiguredWidget, MountResult } from './widget';

/**
 * How a lean widget handles a node it decided about without its schema. `configured()` loads
 * the schema and reads the node's attributes once (the same promise every time): a widget that
 * needs a value only the schema can vouch for (the cookie bar's policy link, in its settings)
 * awaits it there.
 */
export type LeanMount<C> = (element: HTMLElement, configured: () => Promise<C>) => MountResult;

/**
 * A widget whose entry holds no schema and no valibot. `decide` looks at the raw node (and
 * cookies, storage, user agent) and returns a LeanMount when it can tell, from values it fully
 * understands, what the widget does there, typically nothing. It returns null for anything else:
 * the kit then loads the configured widget and mounts it as before. After a LeanMount the kit
 * still checks the node's data attributes through the schema once the browser is idle, so a
 * malformed attribute is named all the same (docs/decisions.md, "Decide before the schema").
 */
export interface LeanWidget<C = unknown> {
  name: string;
  decide(element: HTMLElement): LeanMount<C> | null;
  load(): Promise<ConfiguredWidget<C>>;
}

/** A lean mount that renders nothing. */
export const NOTHING: LeanMount<unknown> = () => undefined;

export function defineLeanWidget<C>(widget: LeanWidget<C>): LeanWidget<C> {
  return widget;
}

/** A raw attribute that Twig printed empty counts as not set, as for the schema reader. */
export function rawAttribute(element: Element, name: string): string | undefined {
  const raw = element.getAttribute(name);
  return raw === null || raw.trim() === '' ? undefined : raw;
}
