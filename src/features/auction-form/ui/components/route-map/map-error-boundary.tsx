import { Component, type ReactNode } from 'react';
import { reportError } from '@/core/errors/report';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * The map is a nice-to-have: if its chunk cannot load (offline, a deploy
 * mid-session) or Leaflet throws, the form carries on with an empty frame
 * instead of the whole widget failing.
 */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error, { widget: 'auction-form', kind: 'route-map' });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
