// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { panelSide } from '@/features/notifications/ui/notifications-centre';

describe('panelSide', () => {
  it.each([
    ['bell at the right of a wide page', { left: 1200, right: 1244 }, 1280, 'end'],
    ['bell at the left of a wide page', { left: 0, right: 44 }, 1280, 'start'],
    ['bell in the middle', { left: 600, right: 644 }, 1280, 'end'],
    ['bell at the left, room on neither side', { left: 0, right: 44 }, 380, 'end'],
  ] as const)('%s', (_name, bell, viewport, side) => {
    expect(panelSide(bell, viewport)).toBe(side);
  });
});
