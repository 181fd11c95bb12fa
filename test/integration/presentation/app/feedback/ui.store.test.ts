import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { createContainer } from '@/container';
import { PageReloader } from '@/presentation/app/feedback/page-reloader.port';
import { TOAST_DURATION_MS, UiStore } from '@/presentation/app/feedback/ui.store';
import { testConfig } from '@test/support/test-config';

function arrange(config = testConfig()) {
  const container = createContainer(config);
  const reloader = { goTo: vi.fn<(href: string) => void>(), reload: vi.fn<() => void>() };
  container.rebind<PageReloader>(PageReloader).toConstantValue(reloader);
  const store = container.get(UiStore);
  return { container, store, reloader };
}

describe('UiStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the UiFeedback port of the container (one store for every flow)', () => {
    const { container, store } = arrange();
    expect(container.get(UiFeedback)).toBe(store);
  });

  describe('toasts', () => {
    it('hide by themselves at 15 s, not a millisecond earlier', () => {
      const { store } = arrange();
      store.showToast({ tone: 'warning', message: 'Aviso' });

      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
      expect(store.toasts.map((toast) => toast.message)).toEqual(['Aviso']);

      vi.advanceTimersByTime(1);
      expect(store.toasts).toEqual([]);
    });

    it('keeps toasts for 15 s (docs/shell.md)', () => {
      expect(TOAST_DURATION_MS).toBe(15_000);
    });

    it('each toast counts its own 15 s', () => {
      const { store } = arrange();
      store.showToast({ tone: 'info', message: 'Primero' });
      vi.advanceTimersByTime(5_000);
      store.showToast({ tone: 'error', message: 'Segundo' });

      vi.advanceTimersByTime(10_000);
      expect(store.toasts.map((toast) => toast.message)).toEqual(['Segundo']);
      vi.advanceTimersByTime(5_000);
      expect(store.toasts).toEqual([]);
    });

    it('can be dismissed early, and its timer goes with it', () => {
      const { store } = arrange();
      store.showToast({ tone: 'success', message: 'Hecho' });
      const [toast] = store.toasts;
      store.dismissToast(toast!.id);

      expect(store.toasts).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe('loader', () => {
    it('stays up until the last of nested works ends', async () => {
      const { store } = arrange();
      let finishOuter!: () => void;
      let finishInner!: () => void;
      const outer = store.withLoader(() => new Promise<void>((resolve) => (finishOuter = resolve)));
      const inner = store.withLoader(() => new Promise<void>((resolve) => (finishInner = resolve)));
      expect(store.isLoading).toBe(true);

      finishOuter();
      await outer;
      expect(store.isLoading).toBe(true);

      finishInner();
      await inner;
      expect(store.isLoading).toBe(false);
    });

    it('comes down when the work fails and hands the failure back', async () => {
      const { store } = arrange();
      const failing = store.withLoader(() => Promise.reject(new Error('boom')));
      await expect(failing).rejects.toThrow('boom');
      expect(store.isLoading).toBe(false);
    });

    it('returns what the work returns', async () => {
      const { store } = arrange();
      await expect(store.withLoader(async () => 42)).resolves.toBe(42);
    });
  });

  describe('modals', () => {
    it('shows one at a time and queues the rest in arrival order', () => {
      const { store } = arrange();
      store.showModal({ tone: 'warning', title: 'Uno', message: 'Primero' });
      store.showModal({ tone: 'success', title: 'Dos', message: 'Segundo' });

      expect(store.currentModal?.title).toBe('Uno');
      expect(store.queuedModals).toBe(1);

      store.selectModalAction(null);
      expect(store.currentModal?.title).toBe('Dos');
      store.dismissModal();
      expect(store.currentModal).toBeNull();
    });

    it('closes before running the chosen action, so the action may open another modal', () => {
      const { store } = arrange();
      const seen: (string | undefined)[] = [];
      const onSelect = vi.fn(() => seen.push(store.currentModal?.title));
      store.showModal({ tone: 'warning', title: 'Salir', message: '¿Seguro?', actions: [{ label: 'Sí', onSelect }] });

      store.selectModalAction(store.currentModal!.actions![0]!);
      expect(onSelect).toHaveBeenCalledOnce();
      expect(seen).toEqual([undefined]);
    });

    it('runs onDismiss on Escape, not the actions', () => {
      const { store } = arrange();
      const onDismiss = vi.fn();
      const onSelect = vi.fn();
      store.showModal({ tone: 'success', title: 'Listo', message: 'Ok', actions: [{ label: 'Aceptar', onSelect }], onDismiss });

      store.dismissModal();
      expect(onDismiss).toHaveBeenCalledOnce();
      expect(onSelect).not.toHaveBeenCalled();
    });
  });

  describe('system error (docs/shell.md)', () => {
    it("is the generic modal, 'Error del sistema', with its text", () => {
      const { store } = arrange();
      store.showSystemError('reloadOnly');
      expect(store.currentModal).toMatchObject({
        tone: 'error',
        title: 'Error del sistema',
        message: 'Por problemas técnicos no se pudo realizar la consulta. Por favor inténtalo más tarde.',
        actions: [{ label: 'Aceptar' }],
      });
    });

    it("'goHomeAndReload' loads the configured online-services home", () => {
      const { store, reloader } = arrange(
        testConfig({ navigation: { ...testConfig().navigation, onlineServicesHome: 'https://portal.example/inicio' } }),
      );
      store.showSystemError('goHomeAndReload');
      store.selectModalAction(store.currentModal!.actions![0]!);

      expect(reloader.goTo).toHaveBeenCalledWith('https://portal.example/inicio');
      expect(reloader.reload).not.toHaveBeenCalled();
      expect(store.currentModal).toBeNull();
    });

    it("'reloadOnly' reloads the current page", () => {
      const { store, reloader } = arrange();
      store.showSystemError('reloadOnly');
      store.selectModalAction(store.currentModal!.actions![0]!);

      expect(reloader.reload).toHaveBeenCalledOnce();
      expect(reloader.goTo).not.toHaveBeenCalled();
    });

    it("'stayOnPage' only closes: no reload, no navigation", () => {
      const { store, reloader } = arrange();
      store.showSystemError('stayOnPage');
      store.selectModalAction(store.currentModal!.actions![0]!);
      store.showSystemError('stayOnPage');
      store.dismissModal();

      expect(reloader.reload).not.toHaveBeenCalled();
      expect(reloader.goTo).not.toHaveBeenCalled();
      expect(store.currentModal).toBeNull();
    });

    it("a flow's own sentence replaces the generic one; the title stays the shell's", () => {
      const { store } = arrange();
      store.showSystemError('stayOnPage', 'No pudimos abrir las preguntas frecuentes.');
      expect(store.currentModal).toMatchObject({ tone: 'error', title: 'Error del sistema', message: 'No pudimos abrir las preguntas frecuentes.' });
    });

    it('closing it with Escape does the same as Aceptar', () => {
      const { store, reloader } = arrange();
      store.showSystemError('reloadOnly');
      store.dismissModal();
      expect(reloader.reload).toHaveBeenCalledOnce();
    });
  });
});
