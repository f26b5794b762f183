/** The JSON written by FOSJsRoutingBundle's `fos:js-routing:dump --format=json`. */
export type TextToken = ['text', string];
/** type, separator before it, regex, name, utf8 flag, important flag */
export type VariableToken = ['variable', string, string, string, boolean?, boolean?];
export type RouteToken = TextToken | VariableToken;

export interface RouteDefinition {
  tokens: RouteToken[];
  /** Missing, like the fields below, in hand-written dumps. */
  defaults?: Record<string, unknown> | unknown[];
  requirements?: Record<string, string> | unknown[];
  /** Missing in dumps of old bundles and in hand-written ones. */
  hosttokens?: RouteToken[];
  methods?: string[];
  schemes?: string[];
}

export interface RouteManifest {
  base_url: string;
  routes: Record<string, RouteDefinition>;
  prefix: string;
  host: string;
  /** A real dump repeats it inside `host` (`127.0.0.1:8791`). */
  port: string | number | null;
  scheme: string;
  locale: string;
}
