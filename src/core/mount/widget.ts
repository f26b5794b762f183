import type * as v from 'valibot';
import { parseDataAttributes, type ConfigSchema } from '../config/data-attributes';
import { getPageConfig, type PageConfig } from '../config/page-config';

export type Unmount = () => void;
export type MountResult = void | Unmount | Promise<void | Unmount>;

export interface MountContext {
  widget: string;
  page: PageConfig;
}

/**
 * A widget with its config schema, as a feature writes it. `mount` must stay cheap: a widget that
 * may render nothing decides first and imports its React UI only when needed.
 */
export interface WidgetSpec<S extends ConfigSchema = ConfigSchema> {
  name: string;
  schema: S;
  mount(element: HTMLElement, config: v.InferOutput<S>, context: MountContext): MountResult;
}

/** What the mount kit runs for a node once the widget's schema is loaded. */
export interface ConfiguredWidget<C = unknown> {
  name: string;
  /**
   * Reads the node's data attributes through the schema: a bad optional one is reported and
   * dropped, a bad required one (or a config that does not fit together) throws a ConfigError.
   */
  configure(element: HTMLElement): C;
  mountConfigured(element: HTMLElement, config: C): MountResult;
}

export type WidgetDefinition<S extends ConfigSchema = ConfigSchema> = WidgetSpec<S> &
  ConfiguredWidget<v.InferOutput<S>>;

/**
 * Importing this pulls the schema reader and valibot: a helper entry that should stay light
 * reaches its definition through a lean widget (`./lean-widget.ts`) and a dynamic import.
 */
export function defineWidget<S extends ConfigSchema>(spec: WidgetSpec<S>): WidgetDefinition<S> {
  return {
    ...spec,
    configure: (element) => {
      // The page's meta tag is read with the first widget config (once, cached), so a bad page
      // setting is named on a page whose helpers decided without their schemas too.
      getPageConfig();
      return parseDataAttributes(spec.name, element, spec.schema);
    },
    mountConfigured: (element, config) =>
      spec.mount(element, config, { widget: spec.name, page: getPageConfig() }),
  };
}
