import { countdownDigits } from '@/domain/shared/session/session-timeout.rules';
import { inactivityMessages } from '@/presentation/shared/session/inactivity.messages';
import { shellMessages } from '@/presentation/app/texts/shell.messages';

/**
 * The session's notices (docs/identity.md). The in-page notices and the closed-session dialog say what the
 * inactivity windows' pages say: those texts are taken from the pages' messages, not copied.
 */
export const sessionTimeoutMessages = {
  notice: {
    close: inactivityMessages.close,
    timeLeft: inactivityMessages.timeLeft,
    littleTimeLeft: inactivityMessages.littleTimeLeft,
    // Without the window's hint ('vuelve a la ventana del portal'): this notice is in the portal.
    timeExpired: { title: inactivityMessages.timeExpired.title, message: inactivityMessages.timeExpired.message },
  },
  countdown: {
    title: 'La sesión se cerrará en:',
    time: (seconds: number) => `${countdownDigits(seconds)} segundos`,
    question: '¿Desea continuar con la sesión?',
    closeSession: shellMessages.header.logout,
    continueSession: 'Continuar sesión',
    announcement: (seconds: number) => `La sesión se cerrará en ${seconds} segundos.`,
  },
  closedSession: {
    title: inactivityMessages.timeExpired.title,
    message: inactivityMessages.timeExpired.message,
    accept: shellMessages.feedback.accept,
    login: shellMessages.header.login,
  },
} as const;
