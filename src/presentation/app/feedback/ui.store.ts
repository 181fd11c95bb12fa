import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '@/application/shared/config/app-config.model';
import type {
  ModalAction,
  ModalRequest,
  SystemErrorCloseAction,
  ToastRequest,
  UiFeedback,
} from '@/application/shared/ui-feedback.port';
import { ClosedSessionNotice } from '@/presentation/app/session-timeout/closed-session-notice.store';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { PageReloader } from './page-reloader.port';

/** Toasts hide by themselves after 15 s (docs/shell.md, global UI states). */
export const TOAST_DURATION_MS = 15_000;

export interface ShownModal extends ModalRequest {
  readonly id: number;
}

export interface ShownToast extends ToastRequest {
  readonly id: number;
}

/**
 * State of the global loader, modals and toasts (docs/shell.md, global UI states).
 * One modal is shown at a time; further requests wait in arrival order, so a second error
 * never hides the first one before the person has read it.
 */
@injectable()
export class UiStore implements UiFeedback {
  private pendingWork = 0;
  private modalQueue: ShownModal[] = [];
  toasts: ShownToast[] = [];
  private nextId = 1;
  private readonly toastTimers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(PageReloader) private readonly pageReloader: PageReloader,
    @inject(ClosedSessionNotice) private readonly closedSession: ClosedSessionNotice,
  ) {
    makeAutoObservable<this, 'config' | 'pageReloader' | 'closedSession' | 'toastTimers' | 'nextId'>(this, {
      config: false,
      pageReloader: false,
      closedSession: false,
      toastTimers: false,
      nextId: false,
    });
  }

  get isLoading(): boolean {
    return this.pendingWork > 0;
  }

  get currentModal(): ShownModal | null {
    return this.modalQueue[0] ?? null;
  }

  /** Modals waiting behind the one shown. */
  get queuedModals(): number {
    return Math.max(0, this.modalQueue.length - 1);
  }

  async withLoader<T>(work: () => Promise<T>): Promise<T> {
    this.pendingWork += 1;
    try {
      return await work();
    } finally {
      runInAction(() => (this.pendingWork -= 1));
    }
  }

  showModal(request: ModalRequest): void {
    this.modalQueue.push({ ...request, id: this.nextId++ });
  }

  showSystemError(onClose: SystemErrorCloseAction, message?: string): void {
    // A call failed because the API refused the session: 'Ha finalizado tu sesión' is already
    // up and says why. The generic error on top would only add a reload that loses the page.
    if (this.closedSession.isShown) return;
    const close = () => {
      if (onClose === 'goHomeAndReload') this.pageReloader.goTo(this.config.navigation.onlineServicesHome);
      else if (onClose === 'reloadOnly') this.pageReloader.reload();
    };
    const { accept, systemErrorMessage, systemErrorTitle } = shellMessages.feedback;
    this.showModal({
      tone: 'error',
      title: systemErrorTitle,
      message: message ?? systemErrorMessage,
      actions: [{ label: accept, onSelect: close, variant: 'primary' }],
      // Escape is a way of closing too, and does what the button does.
      onDismiss: close,
    });
  }

  /** The person picked one of the current modal's buttons: close it first, then act. */
  selectModalAction(action: ModalAction | null): void {
    const modal = this.modalQueue.shift();
    if (!modal) return;
    action?.onSelect?.();
  }

  /** The current modal was dismissed (Escape). */
  dismissModal(): void {
    const modal = this.modalQueue.shift();
    modal?.onDismiss?.();
  }

  showToast(request: ToastRequest): void {
    const id = this.nextId++;
    this.toasts.push({ ...request, id });
    this.toastTimers.set(
      id,
      setTimeout(() => this.dismissToast(id), TOAST_DURATION_MS),
    );
  }

  dismissToast(id: number): void {
    clearTimeout(this.toastTimers.get(id));
    this.toastTimers.delete(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  /** Stops pending timers (tests and teardown). */
  dispose(): void {
    this.toastTimers.forEach((timer) => clearTimeout(timer));
    this.toastTimers.clear();
  }
}
