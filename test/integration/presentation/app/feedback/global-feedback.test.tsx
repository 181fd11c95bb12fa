import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UiStore } from '@/presentation/app/feedback/ui.store';
import { renderShell } from '@test/support/render-shell';

const SYSTEM_ERROR_TEXT = 'Por problemas técnicos no se pudo realizar la consulta. Por favor inténtalo más tarde.';

describe('GlobalFeedback', () => {
  it('shows the system error as an alert dialog, moves focus in and, on Escape, back where it was', async () => {
    const user = userEvent.setup();
    const { container, reloader } = renderShell('/');
    const ui = container.get(UiStore);
    const trigger = await screen.findByRole('link', { name: 'Ir a créditos' });
    trigger.focus();

    act(() => ui.showSystemError('reloadOnly'));

    // The first test of the file imports the dialog's chunk: on a loaded machine its transform, not
    // the portal, can take longer than the default wait.
    const dialog = await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 10_000 });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(SYSTEM_ERROR_TEXT);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(reloader.reload).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('a modal raised with nothing focused (as a page opens) leaves the focus on the main landmark when closed, not the body', async () => {
    const user = userEvent.setup();
    const { container } = renderShell('/');
    await screen.findByRole('heading', { name: 'Inicio' });
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);

    act(() => container.get(UiStore).showModal({ tone: 'warning', title: 'Sin datos', message: 'No encontramos datos para mostrarte.' }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }, { timeout: 10_000 }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('does not close when the overlay is clicked', async () => {
    // The open dialog sets pointer-events: none on the page behind, as a browser would honour.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { container, reloader } = renderShell('/');
    const ui = container.get(UiStore);
    await screen.findByRole('heading', { name: 'Inicio' });

    act(() => ui.showSystemError('goHomeAndReload'));
    const dialog = await screen.findByRole('alertdialog');
    const positioner = dialog.parentElement!;
    await user.click(positioner);
    await user.click(document.querySelector('[data-part="backdrop"]')!);

    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(reloader.goTo).not.toHaveBeenCalled();
  });

  it("'Aceptar' closes it and goes to the configured home with a reload", async () => {
    const user = userEvent.setup();
    const { container, reloader } = renderShell('/creditos');
    act(() => container.get(UiStore).showSystemError('goHomeAndReload'));

    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));

    expect(reloader.goTo).toHaveBeenCalledWith('/');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows queued modals one after the other', async () => {
    const user = userEvent.setup();
    const { container } = renderShell('/');
    const ui = container.get(UiStore);
    act(() => {
      ui.showModal({ tone: 'success', title: 'Actualización de datos', message: 'Los datos fueron actualizados exitosamente.' });
      ui.showModal({ tone: 'warning', title: 'Correo existente', message: 'Existe una cuenta asociada.' });
    });

    const first = await screen.findByRole('dialog', { name: 'Actualización de datos' });
    expect(screen.queryByRole('dialog', { name: 'Correo existente' })).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByRole('dialog', { name: 'Correo existente' })).toBeTruthy();
  });

  it('announces the loader to screen readers and marks the page busy', async () => {
    const { container } = renderShell('/');
    const ui = container.get(UiStore);
    const main = await screen.findByRole('main');
    let finish!: () => void;

    act(() => void ui.withLoader(() => new Promise<void>((resolve) => (finish = resolve))));

    expect(screen.getByText('Cargando…').closest('[role="status"]')).not.toBeNull();
    expect(main.getAttribute('aria-busy')).toBe('true');

    await act(async () => finish());
    expect(screen.queryByText('Cargando…')).toBeNull();
    expect(main.getAttribute('aria-busy')).toBe('false');
  });

  it('puts error toasts in an assertive region and the rest in a polite one; each can be closed', async () => {
    const user = userEvent.setup();
    const { container } = renderShell('/');
    const ui = container.get(UiStore);
    await screen.findByRole('main');

    act(() => {
      ui.showToast({ tone: 'error', message: 'No encontramos un trabajador afiliado.' });
      ui.showToast({ tone: 'warning', message: 'El inicio de sesión no está disponible.' });
    });

    const errorToast = screen.getByText('No encontramos un trabajador afiliado.');
    expect(errorToast.closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
    const warningToast = screen.getByText('El inicio de sesión no está disponible.');
    expect(warningToast.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');

    const [firstClose] = screen.getAllByRole('button', { name: 'Cerrar notificación' });
    await user.click(firstClose!);
    expect(screen.queryByText('No encontramos un trabajador afiliado.')).toBeNull();
    expect(screen.queryByText('El inicio de sesión no está disponible.')).not.toBeNull();
  });
});
