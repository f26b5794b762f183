import { createRoot } from 'react-dom/client';

// Floor: a keystroke in a field React rendered but does not control, with no handler of its own:
// what React's root listeners (keydown, keypress, input, selection) alone add to the browser's work.
createRoot(document.getElementById('root') as HTMLElement).render(
  <label>
    Length (cm) <input data-painted="" inputMode="decimal" />
  </label>,
);
