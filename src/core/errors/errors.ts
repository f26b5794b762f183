/** Base class so every error this bundle raises can be told apart from the host page's. */
export class WidgetError extends Error {
  /** Already logged and reported where it arose (e.g. the route dump): callers must not repeat it. */
  reported = false;

  /** `name` is given as text: the production build renames classes, so `new.target.name` would read "o". */
  constructor(message: string, name = 'WidgetError') {
    super(message);
    this.name = name;
  }
}

/**
 * A widget's data attributes (or the page config) do not match its schema.
 * `found` is the kind of value (never the value: it may be personal data);
 * `ignored` says the attribute was dropped and the widget runs without it.
 */
export class ConfigError extends WidgetError {
  constructor(
    readonly widget: string,
    readonly attribute: string,
    readonly expected: string,
    readonly found: string,
    readonly ignored = false,
  ) {
    super(
      `[${widget}] invalid ${attribute}: expected ${expected}, found ${found}` +
        (ignored ? ' (attribute ignored, its default applies)' : ''),
      'ConfigError',
    );
  }
}

/** A route name is unknown or its parameters cannot build a correct URL. */
export class RouteError extends WidgetError {
  constructor(
    readonly route: string,
    readonly parameter: string | undefined,
    detail: string,
  ) {
    super(
      `Route "${route}"${parameter ? `, parameter "${parameter}"` : ''}: ${detail}`,
      'RouteError',
    );
  }
}
