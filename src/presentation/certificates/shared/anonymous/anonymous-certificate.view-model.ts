import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { RequestAnonymousCertificate } from '@/application/certificates/request-anonymous-certificate.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { AnonymousCertificateFlow } from '@/domain/certificates/anonymous-certificate.outcomes';
import {
  initialDocumentQuery,
  isDocumentQueryValid,
  type DocumentQuery,
} from '@/domain/shared/documents/document-number.rules';
import { notState } from '@/presentation/shared/view-model/not-state.util';

/** 'query': the form; 'generated': generated and sent; 'notGenerated': not generated. */
export type AnonymousCertificatePhase = 'query' | 'generated' | 'notGenerated';

/**
 * Each screen's step number (docs/certificates.md), for docs and tests: the not-generated screen
 * is step 3 for FOSFEC and step 4 for the worker and the beneficiary.
 */
export const anonymousCertificateSteps = {
  worker: { query: 1, generated: 2, notGenerated: 4 },
  beneficiary: { query: 1, generated: 2, notGenerated: 4 },
  fosfec: { query: 1, generated: 2, notGenerated: 3 },
} as const satisfies Record<AnonymousCertificateFlow, Record<AnonymousCertificatePhase, number>>;

const notFoundToastKey = {
  worker: 'workerNotFoundToast',
  beneficiary: 'beneficiaryNotFoundToast',
  fosfec: 'fosfecNotFoundToast',
} as const satisfies Record<AnonymousCertificateFlow, keyof AppConfig['texts']>;

/** The worker (c01), beneficiary (c02) and FOSFEC (c07) pages: one form, three outcome tables. */
@injectable()
export class AnonymousCertificateViewModel {
  flow: AnonymousCertificateFlow = 'worker';
  phase: AnonymousCertificatePhase = 'query';
  query: DocumentQuery = initialDocumentQuery;
  email = '';
  description: string | null = null;
  isRequesting = false;

  constructor(
    @inject(RequestAnonymousCertificate) private readonly requestCertificate: RequestAnonymousCertificate,
    @inject(UiFeedback) private readonly ui: UiFeedback,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeAutoObservable<this, 'requestCertificate' | 'ui' | 'config'>(this, {
      ...notState('requestCertificate', 'ui', 'config'),
    });
  }

  configure(flow: AnonymousCertificateFlow): void {
    this.flow = flow;
  }

  get canConsult(): boolean {
    return !this.isRequesting && isDocumentQueryValid(this.query);
  }

  changeQuery(query: DocumentQuery): void {
    this.query = query;
  }

  async consult(): Promise<void> {
    if (!this.canConsult) return;
    this.isRequesting = true;
    const flow = this.flow;
    const result = await this.ui.withLoader(() => this.requestCertificate.execute(flow, this.query));
    runInAction(() => {
      this.isRequesting = false;
      switch (result.kind) {
        case 'generated':
          this.email = result.email;
          this.phase = 'generated';
          break;
        case 'notGenerated':
          this.description = result.description;
          this.phase = 'notGenerated';
          break;
        case 'notFound':
          // The form stays as typed, so a mistyped digit is fixed, not retyped.
          this.ui.showToast({ tone: 'warning', message: this.config.texts[notFoundToastKey[flow]] });
          break;
        case 'systemError':
          this.ui.showSystemError('goHomeAndReload');
          break;
      }
    });
  }

  /** 'Nuevo certificado': an empty form for another person. */
  startOver(): void {
    this.query = initialDocumentQuery;
    this.email = '';
    this.description = null;
    this.phase = 'query';
  }
}
