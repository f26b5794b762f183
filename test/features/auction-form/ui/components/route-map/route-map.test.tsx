import { render, screen, waitFor } from '@testing-library/react';
import { decodePolyline } from '@/features/auction-form/rules/polyline';
import { RouteMap } from '@/features/auction-form/ui/components/route-map/route-map';
import { encodePolyline } from '../../../../../../fixtures/data/polyline-encode';
import { heldFrames } from '../../../held-frames';

const krakow = { lat: 50.0614, lng: 19.9366, label: 'Kraków' };
const berlin = { lat: 52.52, lng: 13.405, label: 'Berlin' };
const path = decodePolyline(
  encodePolyline([
    [50.0614, 19.9366],
    [51.1, 17.03],
    [51.76, 15.5],
    [52.52, 13.405],
  ]),
);

const paths = (container: HTMLElement) =>
  [...container.querySelectorAll('.leaflet-overlay-pane svg path')].map(
    (p) => p.getAttribute('d') ?? '',
  );

// jsdom lays nothing out; Leaflet clips lines to the map's size, so give every element one.
const sized = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  for (const key of sized) {
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get: () => (key === 'clientWidth' ? 600 : 320),
    });
  }
});
afterAll(() => {
  for (const key of sized)
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
});

describe('RouteMap', () => {
  it('draws the route and both ends on a plain background when no tile URL is configured', async () => {
    const { container } = render(
      <RouteMap from={krakow} to={berlin} path={path} label="Route from Kraków to Berlin" />,
    );
    await waitFor(() => expect(paths(container)).toHaveLength(4));
    const lines = paths(container).filter((d) => d.includes('L'));
    expect(lines).toHaveLength(2); // the white casing and the line itself
    expect(lines[0]?.split('L')).toHaveLength(path.length);
    expect(container.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);
    expect(container.querySelector('[data-map-attribution]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Route from Kraków to Berlin' })).toBeInTheDocument();
    expect(screen.getByText('Kraków')).toBeInTheDocument();
    expect(screen.getByText('Berlin')).toBeInTheDocument();
  });

  it('is a picture, not a control: nothing in it takes the focus', async () => {
    const { container } = render(<RouteMap from={krakow} to={berlin} path={path} label="Route" />);
    await waitFor(() => expect(paths(container)).toHaveLength(4));
    expect(container.querySelector('[data-route-map]')).toHaveAttribute('aria-hidden', 'true');
    expect(
      container.querySelectorAll('[tabindex]:not([tabindex="-1"]), a[href], button'),
    ).toHaveLength(0);
  });

  it('puts the configured tiles under the route, with the attribution as plain text', async () => {
    const { container } = render(
      <RouteMap
        from={krakow}
        to={berlin}
        path={path}
        tileUrl="https://tiles.example/{z}/{x}/{y}.png"
        attribution="<b>© Example</b> maps"
        label="Route"
      />,
    );
    await waitFor(() => expect(paths(container)).toHaveLength(4));
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
    const attribution = container.querySelector('[data-map-attribution]');
    expect(attribution).toHaveTextContent('<b>© Example</b> maps');
    expect(attribution?.querySelector('b')).toBeNull();
  });

  it('writes no HTML string into the page, which Trusted Types would refuse: labels and credit are text', async () => {
    await import('leaflet');
    // What `require-trusted-types-for 'script'` does to a string written to `innerHTML`.
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
    const written: string[] = [];
    Object.defineProperty(Element.prototype, 'innerHTML', {
      configurable: true,
      get: own?.get,
      set(this: Element, value: string) {
        written.push(value);
        throw new TypeError('This document requires TrustedHTML assignment.');
      },
    });
    try {
      const hostile = { ...berlin, label: '<img src=x onerror=alert(1)>Berlin' };
      const { container } = render(
        <RouteMap
          from={krakow}
          to={hostile}
          path={path}
          tileUrl="https://tiles.example/{z}/{x}/{y}.png"
          attribution="© Example"
          label="Route"
        />,
      );
      await waitFor(() => expect(paths(container)).toHaveLength(4));
      expect(written).toEqual([]);
      expect(screen.getByText('<img src=x onerror=alert(1)>Berlin')).toBeInTheDocument();
      expect(container.querySelector('img[src="x"]')).toBeNull();
    } finally {
      if (own) Object.defineProperty(Element.prototype, 'innerHTML', own);
    }
  });

  it('draws only the markers while the route is unknown', async () => {
    const { container, rerender } = render(
      <RouteMap from={krakow} to={null} path={null} label="Route" />,
    );
    await waitFor(() => expect(paths(container)).toHaveLength(1));
    rerender(<RouteMap from={krakow} to={berlin} path={null} label="Route" />);
    await waitFor(() => expect(paths(container)).toHaveLength(2));
    expect(paths(container).some((d) => d.includes('L'))).toBe(false);
  });

  it('refits the route when the viewport changes the frame size', async () => {
    const L = (await import('leaflet')).default;
    const observers: Array<() => void> = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    const fit = vi.spyOn(L.Map.prototype, 'fitBounds');
    try {
      const { container } = render(
        <RouteMap from={krakow} to={berlin} path={path} label="Route from Kraków to Berlin" />,
      );
      await waitFor(() => expect(paths(container)).toHaveLength(4));
      const before = fit.mock.calls.length;
      expect(before).toBeGreaterThan(0);
      for (const observer of observers) observer();
      expect(fit.mock.calls.length).toBeGreaterThan(before);
    } finally {
      fit.mockRestore();
      globalThis.ResizeObserver = original;
    }
  });

  it('goes without moving: leaving the step removes the map after the next frame, and redraws nothing on its way out', async () => {
    const L = (await import('leaflet')).default;
    const { container, unmount } = render(
      <RouteMap from={krakow} to={berlin} path={path} label="Route" />,
    );
    await waitFor(() => expect(paths(container)).toHaveLength(4));
    const frames = heldFrames();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The spy calls through: the map is really removed, its events really fired.
    const fire = vi.spyOn(L.Map.prototype, 'fire');
    let fired: string[] = [];
    try {
      unmount();
      // The click that leaves the step paints the next one first.
      expect(fire.mock.calls.map(([type]) => type)).not.toContain('unload');
      frames.paint();
      await vi.advanceTimersByTimeAsync(0);
    } finally {
      fired = fire.mock.calls.map(([type]) => type);
      fire.mockRestore();
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
    // A view change on the way out makes every layer redraw itself for a map being removed.
    const viewEvents = [
      'viewprereset',
      'viewreset',
      'zoomstart',
      'zoom',
      'zoomend',
      'movestart',
      'move',
      'moveend',
    ];
    expect(fired).toContain('unload');
    expect(fired.filter((type) => viewEvents.includes(type))).toEqual([]);
  });

  it('frees its container at once when a new map takes it (the tiles changed)', async () => {
    const { container, rerender } = render(
      <RouteMap from={krakow} to={berlin} path={path} label="Route" />,
    );
    await waitFor(() => expect(paths(container)).toHaveLength(4));
    // Leaflet refuses a container that another map still holds ("already initialized").
    rerender(
      <RouteMap
        from={krakow}
        to={berlin}
        path={path}
        label="Route"
        tileUrl="https://tiles.example/{z}/{x}/{y}.png"
      />,
    );
    await waitFor(() =>
      expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull(),
    );
  });
});
