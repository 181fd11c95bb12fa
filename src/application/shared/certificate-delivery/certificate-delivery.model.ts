/**
 * What a feature's own calls give the shared certificate delivery (download or send by e-mail).
 * Each feature answers with its own use cases; the delivery reads only these kinds.
 */

/** 'Enviar al correo', whichever feature sent it. */
export type CertificateSendResult =
  /** `email` is where the fund sent it; null when its answer did not say. */
  | { readonly kind: 'sent'; readonly email: string | null }
  /** The fund could not send it (no e-mail on record): the PDF can still be downloaded. */
  | { readonly kind: 'notSent' }
  /** Nobody is signed in: nothing was sent, and nothing is shown (the session's own notices say why). */
  | { readonly kind: 'notSignedIn' }
  | { readonly kind: 'systemError' };

/** What a feature's call before the download gave (FOVIS registers it with the fund): only 'registered' saves the file. */
export type DownloadRegistrationResult =
  | { readonly kind: 'registered' }
  /** Nobody is signed in: nothing was sent nor saved, and nothing is shown. */
  | { readonly kind: 'notSignedIn' }
  | { readonly kind: 'systemError' };
