import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../../render-form';

describe('form shell', () => {
  it('puts nothing of its own on the page beside the form: no stray text around the shell', async () => {
    const node = document.createElement('div');
    await renderForm({ container: node });
    await screen.findByRole('list', { name: 'Categories' });
    const text = [...node.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent);
    expect(text).toEqual([]);
    expect(node.children).toHaveLength(1);
  });
});
