/** Module state, as the product keeps some (a cache, a registry): each file must see it fresh. */
export const loads = { count: 0 };
loads.count += 1;

export const real = true;
