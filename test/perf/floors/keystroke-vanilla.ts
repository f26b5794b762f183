// Floor: a keystroke in a plain text field with no script on its path: what the browser itself
// spends on editing, style, layout and paint before the typed character shows.
const mountNode = document.getElementById('root') as HTMLElement;
const label = document.createElement('label');
label.textContent = 'Length (cm) ';
const input = document.createElement('input');
input.inputMode = 'decimal';
input.setAttribute('data-painted', '');
label.append(input);
mountNode.append(label);
export {};
