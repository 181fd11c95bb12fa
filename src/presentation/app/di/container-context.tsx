import { createContext, useContext, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

// In-house because inversify-react stops at Inversify 6 (see docs/adr/0003-dependency-injection.md).
const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer must be used inside <ContainerProvider>');
  return container;
}

/** Resolves a binding by its token (a port's symbol or a class such as SessionStore). */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  return useContainer().get<T>(token);
}
