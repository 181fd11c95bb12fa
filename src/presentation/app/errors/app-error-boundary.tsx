import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Logger } from '@/application/shared/logger.port';
import { plainErrorMessages as m } from './plain-error.messages';
import { PlainErrorPage } from './plain-error-page';

interface Props {
  readonly logger: Logger;
  readonly children: ReactNode;
}

/**
 * Above the router, the theme and the container's context: a render error the routes' own
 * error page cannot catch (a provider, the router itself) shows the plain Spanish error page
 * with a retry instead of a white screen. Errors inside a route stay with RouteErrorPage,
 * which keeps the header and footer.
 */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.logger.error('Error al mostrar el portal', error);
    if (info.componentStack) this.props.logger.error('Componentes afectados', info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <PlainErrorPage documentTitle={m.unexpected.documentTitle} title={m.unexpected.title} intro={m.unexpected.intro} />;
    }
    return this.props.children;
  }
}
