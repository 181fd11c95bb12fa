import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useInjection } from '@/presentation/shared/di/container-context';
import { whenIdle } from '@/presentation/shared/idle/when-idle.util';
import { lazyPart } from '@/presentation/shared/lazy/lazy-part';
import { preload } from '@/presentation/shared/lazy/preload.util';
import { loadThemed } from '@/presentation/shared/theme/load-themed.util';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { visuallyHiddenClass } from '@/presentation/shared/static-styles/visually-hidden.styles';
import { loaderDiscClass, loaderOverlayClass, loaderSpinnerClass, toastRegionClass, toastStackClass } from './global-feedback.styles';
import { UiStore } from './ui.store';

const texts = shellMessages.feedback;

/**
 * The loader, the modal and the toasts every page raises through `UiFeedback` (docs/shell.md,
 * global UI states). Rendered once per layout, outside `main`, so it survives navigation.
 */
export function GlobalFeedback() {
  return (
    <>
      <LoaderOverlay />
      <ModalHost />
      <ToastRegion />
    </>
  );
}

const LoaderOverlay = observer(function LoaderOverlay() {
  const ui = useInjection<UiStore>(UiStore);
  return (
    <>
      {/* Always in the document: a live region announces only what changes inside it. */}
      <span className={visuallyHiddenClass} role="status">{ui.isLoading ? texts.loading : ''}</span>
      {ui.isLoading && (
        <div data-testid="loader-overlay" className={loaderOverlayClass} aria-hidden="true">
          <div className={loaderDiscClass}>
            <span className={loaderSpinnerClass} />
          </div>
        </div>
      )}
    </>
  );
});

/**
 * The dialog code (Chakra Dialog and its focus trap, with the theme) is its own chunk: most visits never
 * show a modal. It is fetched once the page is idle, not on demand, because the modal
 * that matters most, 'Error del sistema', often follows a network failure, when fetching
 * code may fail too.
 */
const loadFeedbackModal = () => loadThemed(async () => (await import('./feedback-modal')).FeedbackModal);
const FeedbackModal = lazy(async () => ({ default: await loadFeedbackModal() }));

const ModalHost = observer(function ModalHost() {
  const ui = useInjection<UiStore>(UiStore);
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && ui.currentModal !== null) setNeeded(true);
  useEffect(() => whenIdle(() => preload(loadFeedbackModal)), []);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackModal />
    </Suspense>
  );
});

/**
 * A toast (Chakra Alert) is a chunk of its own too, fetched once the page is idle like the modal;
 * a toast raised before it has arrived appears when it does. The two live regions are always in
 * the document, so a toast put inside is announced whenever it comes.
 */
const Toast = lazyPart(() => loadThemed(async () => (await import('./toast')).Toast));

const ToastRegion = observer(function ToastRegion() {
  const ui = useInjection<UiStore>(UiStore);
  useEffect(() => whenIdle(() => Toast.preload()), []);
  const urgent = ui.toasts.filter((toast) => toast.tone === 'error');
  const polite = ui.toasts.filter((toast) => toast.tone !== 'error');
  return (
    <div className={toastRegionClass}>
      {/* Two regions, both always present: errors interrupt, everything else waits its turn. */}
      <div className={toastStackClass} role="alert" aria-live="assertive" aria-atomic="false">
        {urgent.map((toast) => (
          <Toast key={toast.id} fallback={null} toast={toast} onDismiss={() => ui.dismissToast(toast.id)} />
        ))}
      </div>
      <div className={toastStackClass} aria-live="polite" aria-atomic="false">
        {polite.map((toast) => (
          <Toast key={toast.id} fallback={null} toast={toast} onDismiss={() => ui.dismissToast(toast.id)} />
        ))}
      </div>
    </div>
  );
});
