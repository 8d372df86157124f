import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './pages/route-error-page';

interface Props {
  /** The page's path: the error gives way to the next page the visitor opens. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

/** A page that throws while rendering, or whose code fails to load, shows the error page instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
