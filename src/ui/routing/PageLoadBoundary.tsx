import { Component, type ReactNode } from 'react';
import { PageLoadError } from '../components/PageLoadError';

/**
 * A page whose code could not be fetched (offline, or a deploy replaced its chunk) shows the
 * page error instead of taking the header and footer down with it.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <PageLoadError /> : this.props.children;
  }
}
