import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';
import { EarlyViewModels } from '@/presentation/shared/view-model/early-view-models.store';

// In-house because inversify-react stops at Inversify 6 (see docs/adr/0003-dependency-injection.md).
const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer must be used inside <ContainerProvider>');
  return container;
}

/** Resolves a binding by its token (a port's symbol or a class such as SessionStore). */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  return useContainer().get<T>(token);
}

/**
 * A page's own view model. View models are bound transient, so each visit gets a fresh one
 * (no state left over from the last visit); it is kept for the life of the page. `prepare`
 * runs once on the new instance, before the first render reads it. A view model whose entry load
 * startup began before the identity check ended (`EarlyViewModels`) is that instance, handed over
 * once the page has mounted: a first render React throws away and starts again finds it too.
 */
export function useViewModel<T>(token: ServiceIdentifier<T>, prepare?: (vm: T) => void): T {
  const container = useContainer();
  const early = container.isBound(EarlyViewModels) ? container.get(EarlyViewModels) : undefined;
  const [vm] = useState(() => {
    const created = (early?.find(token) as T | undefined) ?? container.get<T>(token);
    prepare?.(created);
    return created;
  });
  useEffect(() => early?.handedOver(token, vm), [early, token, vm]);
  return vm;
}
