/** Base class so every error this bundle raises can be told apart from the host page's. */
export class WidgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A widget's data attributes (or the page config) do not match its schema. */
export class ConfigError extends WidgetError {
  constructor(
    readonly widget: string,
    readonly attribute: string,
    readonly expected: string,
    readonly found: string,
  ) {
    super(`[${widget}] invalid ${attribute}: expected ${expected}, found ${found}`);
  }
}

/** A route name is unknown or its parameters cannot build a correct URL. */
export class RouteError extends WidgetError {
  constructor(
    readonly route: string,
    readonly parameter: string | undefined,
    detail: string,
  ) {
    super(`Route "${route}"${parameter ? `, parameter "${parameter}"` : ''}: ${detail}`);
  }
}
