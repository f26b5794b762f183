import { createRoot } from 'react-dom/client';

// Floor: React + react-dom/client rendering one element.
createRoot(document.getElementById('root') as HTMLElement).render(<p data-painted="">painted</p>);
