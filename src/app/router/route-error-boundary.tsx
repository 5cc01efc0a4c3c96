import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useNavigationId } from '@/lib/router/app-router';
import { RouteErrorPage } from '../errors/error-page';

interface Props {
  navigation: number;
  children: ReactNode;
}
interface State {
  error: unknown;
  hasError: boolean;
  navigation: number;
}

/**
 * Shows the error page for what a route throws (a failed prefetch, a route check, a render
 * error) and forgets the error on the next navigation. The reset happens while the next
 * location renders (getDerivedStateFromProps), inside the router's transition: a next screen
 * still loading keeps the error page on screen rather than the root spinner (a reset from
 * componentDidUpdate, as react-error-boundary's resetKeys do, would be a synchronous update).
 */
export class RouteErrorBoundaryInner extends Component<Props, State> {
  override state: State = { error: null, hasError: false, navigation: this.props.navigation };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.navigation === state.navigation) return null;
    return { error: null, hasError: false, navigation: props.navigation };
  }

  override render() {
    return this.state.hasError ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => (
  <RouteErrorBoundaryInner navigation={useNavigationId()}>{children}</RouteErrorBoundaryInner>
);

/**
 * createRoot's onCaughtError: a route's error is the error page's to show and to log
 * (errors/error-page.tsx), as the data router's errorElement was; anything else caught keeps
 * React's report.
 */
export const reportCaughtError = (error: unknown, info: ErrorInfo & { errorBoundary?: unknown }): void => {
  if (info.errorBoundary instanceof RouteErrorBoundaryInner) return;
  console.error(error, info.componentStack);
};
