import type { Container } from 'inversify';
import type { IdentityStartup } from '@/application/shared/session/identity.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { sessionMessages } from './session.messages';

/**
 * After the first render: when the startup check could not reach the identity provider, say so
 * once. The portal itself goes on anonymously; only sign-in and the pages that need it are out.
 */
export function announceIdentityStartup(container: Container, startup: IdentityStartup): void {
  if (startup.isProviderAvailable) return;
  container.get<UiFeedback>(UiFeedback).showToast({ tone: 'warning', message: sessionMessages.providerUnavailable });
}
