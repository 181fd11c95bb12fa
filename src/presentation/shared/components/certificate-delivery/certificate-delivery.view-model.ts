import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CertificateSendResult, DownloadRegistrationResult } from '@/application/shared/certificate-delivery/certificate-delivery.model';
import { SaveCertificateFile } from '@/application/shared/certificate-delivery/save-certificate-file.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { GeneratedCertificate } from '@/domain/shared/files/generated-certificate.entity';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';

/**
 * The delivery screens of a generated certificate (the signed-in certificates of docs/certificates.md and
 * docs/fovis.md): ready (download or send by e-mail), downloaded, sent, and notSent (the fund answered that
 * it could not send it). Each page keeps its own step numbers for them.
 */
export type DeliveryPhase = 'ready' | 'downloaded' | 'sent' | 'notSent';

/** The signed-in certificates' numbers for the delivery screens (docs/certificates.md, 'Certificate pages with sign-in'): data, not state. */
export const certificateDeliverySteps = { ready: 1, downloaded: 2, sent: 3, notSent: 5 } as const satisfies Record<DeliveryPhase, number>;

const deliveryPhases: readonly string[] = Object.keys(certificateDeliverySteps);

/** Whether a page's phase is one of the delivery screens, which `CertificateDelivery` shows. */
export function isDeliveryPhase(phase: string): phase is DeliveryPhase {
  return deliveryPhases.includes(phase);
}

/**
 * A page's phase when its last screens are the delivery: its own screen, or, once it has handed
 * the certificate to the delivery ('delivery'), the delivery's phase.
 */
export function withDeliveryPhase<Screen extends string>(
  screen: Screen | 'delivery',
  delivery: CertificateDeliveryViewModel,
): Screen | DeliveryPhase {
  return screen === 'delivery' ? delivery.phase : screen;
}

/**
 * What the feature that generated the certificate does itself: the e-mail call, and a call that
 * must answer before the file is saved (FOVIS registers the download with the fund).
 */
export interface CertificateDeliveryCalls<Certificate extends GeneratedCertificate> {
  readonly send: (certificate: Certificate) => Promise<CertificateSendResult>;
  readonly registerDownload?: (certificate: Certificate) => Promise<DownloadRegistrationResult>;
}

/** The calls of the certificate on screen, bound to it. */
interface BoundCalls {
  readonly send: () => Promise<CertificateSendResult>;
  readonly registerDownload: (() => Promise<DownloadRegistrationResult>) | null;
}

/**
 * Hands a generated certificate over: download it (saved on the device, after the feature's
 * registration when it has one), or have the fund e-mail it. One command at a time (`InFlight`):
 * while one runs, the others and a second click do nothing. A failure raises 'Error del sistema',
 * whose closing goes home with a reload; the screen stays.
 */
@injectable()
export class CertificateDeliveryViewModel {
  phase: DeliveryPhase = 'ready';
  certificate: GeneratedCertificate | null = null;
  downloadedFileName: string | null = null;
  /** Where the fund sent it; null when it did not say. */
  sentTo: string | null = null;
  /** A command in flight: the buttons are disabled and a second click is ignored. */
  readonly submission = new InFlight();
  private calls: BoundCalls | null = null;

  constructor(
    @inject(SaveCertificateFile) private readonly saveCertificateFile: SaveCertificateFile,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'saveCertificateFile' | 'ui' | 'calls'>(this, {
      certificate: observableRef,
      ...notState('saveCertificateFile', 'ui', 'submission', 'calls'),
    });
  }

  /** A new certificate arrived, with its feature's calls: back to 'ready' with nothing downloaded or sent yet. */
  start<Certificate extends GeneratedCertificate>(certificate: Certificate, calls: CertificateDeliveryCalls<Certificate>): void {
    const { send, registerDownload } = calls;
    this.calls = {
      send: () => send(certificate),
      registerDownload: registerDownload ? () => registerDownload(certificate) : null,
    };
    this.certificate = certificate;
    this.downloadedFileName = null;
    this.sentTo = null;
    this.phase = 'ready';
  }

  /** The page starts over: no certificate on screen. */
  clear(): void {
    this.calls = null;
    this.certificate = null;
    this.downloadedFileName = null;
    this.sentTo = null;
    this.phase = 'ready';
  }

  get isSubmitting(): boolean {
    return this.submission.isSubmitting;
  }

  /** 'Descargar certificado', offered on ready and notSent: saved -> downloaded. */
  async download(): Promise<void> {
    const certificate = this.certificate;
    const calls = this.calls;
    if (certificate === null || calls === null || this.isSubmitting || (this.phase !== 'ready' && this.phase !== 'notSent')) return;
    const registerDownload = calls.registerDownload;
    if (registerDownload === null) {
      this.save(certificate);
      return;
    }
    await this.submission.run(async () => {
      const registration = await this.ui.withLoader(registerDownload);
      runInAction(() => {
        if (registration.kind === 'registered') this.save(certificate);
        else if (registration.kind === 'systemError') this.ui.showSystemError('goHomeAndReload');
      });
    });
  }

  /** 'Enviar al correo', offered on ready: sent -> sent with the address; the fund could not -> notSent. */
  async send(): Promise<void> {
    const calls = this.calls;
    if (calls === null || this.phase !== 'ready') return;
    await this.submission.run(async () => {
      const result = await this.ui.withLoader(calls.send);
      runInAction(() => {
        if (result.kind === 'sent') {
          this.sentTo = result.email;
          this.phase = 'sent';
        } else if (result.kind === 'notSent') {
          this.phase = 'notSent';
        } else if (result.kind === 'systemError') {
          this.ui.showSystemError('goHomeAndReload');
        }
      });
    });
  }

  private save(certificate: GeneratedCertificate): void {
    const result = this.saveCertificateFile.execute(certificate);
    if (result.kind === 'saved') {
      this.downloadedFileName = result.fileName;
      this.phase = 'downloaded';
    } else {
      this.ui.showSystemError('goHomeAndReload');
    }
  }
}
