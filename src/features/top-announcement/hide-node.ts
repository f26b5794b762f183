/** Collapses the node, and with it the space the server reserved. */
export function hideNode(element: HTMLElement): void {
  element.hidden = true;
  element.style.setProperty('display', 'none', 'important');
}
