import type * as v from 'valibot';
import type { ConfigSchema } from '../config/data-attributes';
import type { PageConfig } from '../config/page-config';

export type Unmount = () => void;

export interface MountContext {
  widget: string;
  page: PageConfig;
}

/**
 * A widget as the mount kit sees it. `mount` must stay cheap: a widget that
 * may render nothing decides first and imports its React UI only when needed.
 */
export interface WidgetDefinition<S extends ConfigSchema = ConfigSchema> {
  name: string;
  schema: S;
  mount(
    element: HTMLElement,
    config: v.InferOutput<S>,
    context: MountContext,
  ): void | Unmount | Promise<void | Unmount>;
}

export const widgetSelector = (name: string): string => `[data-tw-widget="${name}"]`;

export function defineWidget<S extends ConfigSchema>(
  definition: WidgetDefinition<S>,
): WidgetDefinition<S> {
  return definition;
}
