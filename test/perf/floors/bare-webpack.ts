// The floor: a webpack runtime and a plain DOM write.
const root = document.getElementById('root') as HTMLElement;
root.textContent = 'painted';
root.setAttribute('data-painted', '');
