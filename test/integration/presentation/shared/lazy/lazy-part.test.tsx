import { Component, Suspense, use, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '@/presentation/shared/lazy/lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

/** A chunk load the test settles by hand. */
function heldLoad() {
  const calls: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

/** Stands for the route's error boundary. */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>error de la ruta: {String(this.state.error)}</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('asks for its chunk only once it is needed, and draws the fallback until it arrives', async () => {
    const { load, calls } = heldLoad();
    const Part = lazyPart(load);
    const { rerender } = render(<Part when={false} fallback={<span>marcador</span>} name="Ana" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('marcador')).toBeTruthy();

    rerender(<Part when fallback={<span>marcador</span>} name="Ana" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('marcador')).toBeTruthy();

    await act(async () => calls[0]!.resolve(Greeting));
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    expect(screen.queryByText('marcador')).toBeNull();
  });

  it('draws an arrived part in a transition: while the part suspends, its fallback stays on screen', async () => {
    let ready: (name: string) => void = () => undefined;
    const name = new Promise<string>((resolve) => (ready = resolve));
    // A part that needs more than its chunk (a large form, a nested lazy piece) before it can draw.
    function Waiting() {
      return <p>Hola, {use(name)}</p>;
    }
    const Part = lazyPart(async () => Waiting);
    render(
      <Suspense fallback={<span>toda la página en espera</span>}>
        <p>El resto de la página</p>
        <Part fallback={<span>marcador</span>} />
      </Suspense>,
    );
    await act(async () => undefined);
    expect(screen.getByText('marcador')).toBeTruthy();
    expect(screen.getByText('El resto de la página')).toBeTruthy();
    expect(screen.queryByText('toda la página en espera')).toBeNull();

    await act(async () => ready('Ana'));
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    expect(screen.queryByText('marcador')).toBeNull();
  });

  it('once loaded, stays drawn when no longer asked for and draws at once in a new host', async () => {
    const { load, calls } = heldLoad();
    const Part = lazyPart(load);
    const { rerender, unmount } = render(<Part fallback={null} name="Ana" />);
    await act(async () => calls[0]!.resolve(Greeting));
    rerender(<Part when={false} fallback={null} name="Ana" />);
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    unmount();

    render(<Part when={false} fallback={null} name="Luis" />);
    expect(screen.getByText('Hola, Luis')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load leaves the fallback (no error reaches the page) and is tried again when back online', async () => {
    const { load, calls } = heldLoad();
    const Part = lazyPart(load);
    render(<Part fallback={<span>marcador</span>} name="Ana" />);
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByText('marcador')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve(Greeting));
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
  });

  it('a failed chunk is tried again by the next host to mount', async () => {
    const { load, calls } = heldLoad();
    const Part = lazyPart(load);
    const first = render(<Part fallback={<span>marcador</span>} name="Ana" />);
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch')));
    first.unmount();

    render(<Part fallback={<span>marcador</span>} name="Ana" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve(Greeting));
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
  });

  it('preload fetches the chunk ahead, so a later host draws the part without waiting', async () => {
    const { load, calls } = heldLoad();
    const Part = lazyPart(load);
    Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.resolve(Greeting));

    render(<Part fallback={<span>marcador</span>} name="Ana" />);
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
  });

  it('when a later attempt succeeds, a host still showing its fallback after a failure draws the part too', async () => {
    const { load, calls } = heldLoad();
    const Part = lazyPart(load);
    render(<Part fallback={<span>primero</span>} name="Ana" />);
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch')));

    render(<Part fallback={<span>segundo</span>} name="Luis" />);
    await act(async () => calls[1]!.resolve(Greeting));
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    expect(screen.getByText('Hola, Luis')).toBeTruthy();
  });

  it('a required part that fails to load takes the page to the error boundary instead of leaving its fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, calls } = heldLoad();
    const Part = lazyPart(load);
    render(
      <Boundary>
        <Part fallback={<span>cargando el formulario</span>} required name="Ana" />
      </Boundary>,
    );
    expect(screen.getByText('cargando el formulario')).toBeTruthy();

    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.queryByText('cargando el formulario')).toBeNull();
    expect(screen.getByText(/error de la ruta: TypeError: Failed to fetch dynamically imported module/)).toBeTruthy();
    // Not retried behind the error screen: the way on is the screen's own.
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('a host that is gone when its load fails waits for nothing', async () => {
    const { load, calls } = heldLoad();
    const Part = lazyPart(load);
    const { unmount } = render(<Part fallback={null} name="Ana" />);
    unmount();
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch')));
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a host that leaves while waiting for the network after a failed load stops listening with it', async () => {
    const { load, calls } = heldLoad();
    const Part = lazyPart(load);
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Part fallback={null} name="Ana" />);
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch')));
    const onOnline = added.mock.calls.find(([type]) => type === 'online')?.[1];
    expect(onOnline).toBeTypeOf('function');

    unmount();

    expect(removed.mock.calls.some(([type, listener]) => type === 'online' && listener === onOnline)).toBe(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(1);
    added.mockRestore();
    removed.mockRestore();
  });
});
