import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';

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

/** Resolves a binding by its token; stable for the component's life. */
export function useInjection<T>(token: symbol): T {
  return useContainer().get<T>(token);
}
