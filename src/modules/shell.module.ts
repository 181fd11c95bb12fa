import { ContainerModule } from 'inversify';
import { paymentTraceEraser } from '@/application/payments/payment-trace.eraser';
import { personalDataDraftEraser } from '@/application/profile/personal-data-draft.eraser';
import { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { StoreClientIp } from '@/application/shared/client-ip/store-client-ip.use-case';
import { FieldTelemetry } from '@/application/shared/telemetry/field-telemetry.port';
import { StartFieldTelemetry } from '@/application/shared/telemetry/start-field-telemetry.use-case';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { KeyValueStorage, SessionKeyValueStorage } from '@/application/shared/key-value-storage.port';
import { Logger } from '@/application/shared/logger.port';
import { ActivityBroadcast } from '@/application/shared/session/activity-broadcast.port';
import { AccessTokenSource, Identity } from '@/application/shared/session/identity.port';
import { PersonalDataEraser } from '@/application/shared/session/personal-data-eraser.port';
import { Scheduler } from '@/application/shared/session/scheduler.port';
import { WindowOpener } from '@/application/shared/session/window-opener.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { BroadcastChannelActivity } from '@/infrastructure/browser/broadcast-channel-activity.adapter';
import { ObjectUrlFileDownloader } from '@/infrastructure/browser/object-url-file-downloader.adapter';
import { PopupWindowOpener } from '@/infrastructure/browser/popup-window-opener.adapter';
import { TimerScheduler } from '@/infrastructure/browser/timer-scheduler.adapter';
import { LazyHttpClient } from '@/infrastructure/http/lazy-http-client.adapter';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import { OidcIdentity } from '@/infrastructure/identity/oidc-identity.adapter';
import { ConsoleLogger } from '@/infrastructure/logging/console-logger.adapter';
import { LazyClientIpLookup } from '@/infrastructure/ip-lookup/lazy-client-ip-lookup.adapter';
import { LazyFieldTelemetry } from '@/infrastructure/telemetry/lazy-field-telemetry.adapter';
import { SessionWebKeyValueStorage, WebKeyValueStorage } from '@/infrastructure/storage/web-key-value-storage.adapter';
import { PageReloader } from '@/presentation/app/feedback/page-reloader.port';
import { UiStore } from '@/presentation/app/feedback/ui.store';
import { WindowPageReloader } from '@/presentation/app/feedback/window-page-reloader.adapter';
import { ClosedSessionNotice } from '@/presentation/app/session-timeout/closed-session-notice.store';
import { SessionStore } from '@/presentation/shared/session/session.store';
import { EarlyViewModels } from '@/presentation/shared/view-model/early-view-models.store';

/**
 * What every page and the shell share, loaded with the container before the first render:
 * identity, HTTP, storage, the client IP, downloads, UI feedback and the session timeout's ports
 * (its controller comes with a session: src/modules/session-timeout.module.ts).
 * Features' own classes are never here (src/modules/feature-modules.module.ts).
 */
export const shellModule = new ContainerModule(({ bind }) => {
  // One logger for what goes wrong: it redacts tokens, codes and bodies.
  bind<Logger>(Logger).to(ConsoleLogger).inSingletonScope();
  // One OidcIdentity serves both ports, so the HTTP layer refreshes the very session the
  // portal shows. Another provider: bind its adapter here instead (docs/identity.md).
  bind(OidcIdentity).toSelf();
  bind<Identity>(Identity).toService(OidcIdentity);
  bind<AccessTokenSource>(AccessTokenSource).toService(OidcIdentity);
  // AxiosHttpClient and axios arrive with the first call (LazyHttpClient): the home makes none.
  bind(LazyHttpClient).toSelf();
  bind<HttpClient>(HttpClient).toService(LazyHttpClient);
  // Shared across tabs and windows (isExpired) vs. personal data that dies with the tab
  // (documentType, documentNumber, the payment trace requestId and estadoPago): ADR 0010, ADR 0013.
  bind<KeyValueStorage>(KeyValueStorage).to(WebKeyValueStorage);
  bind<SessionKeyValueStorage>(SessionKeyValueStorage).to(SessionWebKeyValueStorage);
  // Each feature's personal data, erased with the document keys when a session ends or the portal
  // starts anonymous (ADR 0010). Bound here, not in the features' lazy modules: a reload can leave
  // a feature's data in the tab before, or without, its module loading. An eraser file is tiny and
  // imports nothing else of its feature.
  bind<PersonalDataEraser>(PersonalDataEraser).toDynamicValue((context) => personalDataDraftEraser(context.get(SessionKeyValueStorage)));
  bind<PersonalDataEraser>(PersonalDataEraser).toDynamicValue((context) => paymentTraceEraser(context.get(SessionKeyValueStorage)));
  // The client IP is kept in StoreClientIp's memory (a singleton), never in storage: ADR 0013.
  // HttpClientIpLookup arrives with the first lookup, after the first screen (LazyClientIpLookup).
  bind<ClientIpLookup>(ClientIpLookup).to(LazyClientIpLookup);
  bind<FileDownloader>(FileDownloader).to(ObjectUrlFileDownloader);
  bind(StoreClientIp).toSelf();
  // Field telemetry (ADR 0023): its code is a chunk of its own, downloaded only when it starts.
  bind<FieldTelemetry>(FieldTelemetry).to(LazyFieldTelemetry);
  bind(StartFieldTelemetry).toSelf();

  // Presentation stores shared by every page.
  bind<PageReloader>(PageReloader).to(WindowPageReloader);
  bind(UiStore).toSelf();
  bind<UiFeedback>(UiFeedback).toService(UiStore);
  bind(SessionStore).toSelf();
  // The token-free entry loads started before the identity check ends (ADR 0009, decision 17).
  bind(EarlyViewModels).toSelf();

  // Session timeout (inactivity windows, expiry countdown): time and windows behind ports. The
  // controller and its store are loaded with a session (LazySessionTimeoutLoader, container.ts);
  // whether its 'Ha finalizado tu sesión' is up is here, for the global feedback.
  bind<Scheduler>(Scheduler).to(TimerScheduler);
  bind<WindowOpener>(WindowOpener).to(PopupWindowOpener);
  bind<ActivityBroadcast>(ActivityBroadcast).to(BroadcastChannelActivity);
  bind(ClosedSessionNotice).toSelf();
});
