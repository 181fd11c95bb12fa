import { Suspense, use } from 'react';
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
});
