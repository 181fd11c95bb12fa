/**
 * The one channel through which flows show the global loader, modals and toasts.
 * Texts arrive already in Spanish: view models resolve codes through the catalogue first.
 */
export type ModalTone = 'error' | 'success' | 'warning';

/**
 * What closing the generic 'Error del sistema' modal does (docs/shell.md, global UI states): go to the
 * online-services home and reload, only reload, or only close, leaving the page as it is (what the person
 * typed stays; a command they may try again).
 */
export type SystemErrorCloseAction = 'goHomeAndReload' | 'reloadOnly' | 'stayOnPage';

export interface ModalAction {
  readonly label: string;
  /** Runs when the person picks this action; the modal closes first. */
  readonly onSelect?: () => void;
  readonly variant?: 'primary' | 'secondary';
}

export interface ModalRequest {
  readonly tone: ModalTone;
  readonly title: string;
  readonly message: string;
  /** A list after the message, named by `label` for screen readers (a booking request's filing numbers). */
  readonly list?: { readonly label: string; readonly items: readonly string[] };
  /** A last line, after the list. */
  readonly note?: string;
  /** Defaults to a single 'Aceptar' that only closes. */
  readonly actions?: readonly ModalAction[];
  /** Runs when the modal is dismissed with Escape or the close button. */
  readonly onDismiss?: () => void;
}

export type ToastTone = 'error' | 'success' | 'warning' | 'info';

export interface ToastRequest {
  readonly tone: ToastTone;
  readonly title?: string;
  readonly message: string;
}

export interface UiFeedback {
  /** Shows the loader while `work` runs; nested calls keep it up until the last one ends. */
  withLoader<T>(work: () => Promise<T>): Promise<T>;
  showModal(request: ModalRequest): void;
  /**
   * The generic 'Error del sistema' modal, the one way it is raised; the caller picks what closing it does.
   * `message` replaces the generic sentence where a flow's doc words what failed.
   */
  showSystemError(onClose: SystemErrorCloseAction, message?: string): void;
  /** Toasts hide by themselves after 15 s. */
  showToast(request: ToastRequest): void;
}
export const UiFeedback = Symbol.for('UiFeedback');
