/**
 * The `<script>` element the browser is running now, or null. `document.currentScript` is a
 * property page markup can shadow: `<img name="currentScript">` (or a form, embed, iframe or
 * object of that name) makes it answer that element, since a document's named elements win over
 * its own properties. Document's own getter cannot be shadowed, and only an HTML script counts.
 */
export function runningScript(): HTMLScriptElement | null {
  // Document's own getter, called on the document (the receiver).
  const script: unknown = Reflect.get(Document.prototype, 'currentScript', document);
  return script instanceof HTMLScriptElement ? script : null;
}
