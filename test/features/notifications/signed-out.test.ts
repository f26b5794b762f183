import { parseDataAttributes } from '@/core/config/data-attributes';
import { rawAttribute } from '@/core/mount/lean-widget';
import { notificationsConfigSchema } from '@/features/notifications/config';
import { isSignedOutNode } from '@/features/notifications/signed-out';

const node = (signedIn: string | null) => {
  const element = document.createElement('div');
  if (signedIn !== null) element.setAttribute('data-signed-in', signedIn);
  return element;
};

describe('isSignedOutNode', () => {
  // [data-signed-in as printed (null: absent), signed out without the schema]
  it.each<[string | null, boolean]>([
    [null, true],
    ['', true],
    ['  ', true],
    ['false', true],
    [' false ', true],
    ['true', false],
    ['yes', false],
    ['False', false],
    ['0', false],
  ])('data-signed-in=%j → %s', (signedIn, expected) => {
    const element = node(signedIn);
    expect(isSignedOutNode(rawAttribute(element, 'data-signed-in'))).toBe(expected);
    // The decision never contradicts the schema: signed out here is signed out there.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = parseDataAttributes(
      'notifications',
      element,
      notificationsConfigSchema,
      () => {},
    );
    errors.mockRestore();
    if (expected) expect(config.signedIn).toBe(false);
  });
});
