import axios, { type AxiosInstance, type AxiosProgressEvent, type Method } from 'axios';
import { inject, injectable } from 'inversify';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { AccessTokenSource } from '@/application/shared/session/identity.port';
import type { AxiosResponse } from 'axios';
import type { ApiFailure, ApiResponse, HttpClient, HttpRequestOptions } from './http-client.port';
import { normaliseApiResponse } from './api-response.mapper';
import { requestBodyBytes, requestTimeoutFor } from './request-timeout.rules';

/**
 * {@link HttpClient} over one axios instance built from the runtime configuration.
 *
 * - Paths are appended to `apiBaseUrl`; absolute URLs are refused by axios
 *   (`allowAbsoluteUrls: false`), so the bearer token can never be sent to another host.
 * - Bodies are read as text and parsed here: axios would otherwise hand a non-JSON body
 *   over as a string without saying so, and malformed answers must be errors.
 * - The status never makes axios reject (`validateStatus`): `normaliseApiResponse` decides.
 * - Every call carries the bearer token when someone is signed in (the contract's `bearerAuth`,
 *   docs/api/README.md); the identity adapter refreshes it first when it expires within 5 s.
 * - A 401 is a session matter, never a business answer (docs/adr/0012): a call that carried a
 *   token has it renewed once and is sent once more; a second 401, or a refresh the provider
 *   refuses, ends the session (`sessionEnded`: the closed-session notice explains). A 401 to a
 *   call without a token, or when the provider cannot be asked, is `unauthorized`, which every
 *   flow shows as its generic error.
 * - The time-out covers the whole call, token refreshes and the retry included, so a stalled
 *   refresh cannot hang a page either. A call with a body gets more time the larger the body
 *   (`requestTimeoutFor`: 16 MB of uploads, +128 s), so a slow line is not cut mid-upload.
 *   An object body is written as JSON once, and that text is both measured and sent; the
 *   caller may hear the upload's progress (`onUploadProgress`).
 * - A 202 with no body is an answer without one, as a 204 is (see `toApiResponse`).
 * - It is not in the home's first load: the shell binds `LazyHttpClient`, which loads this
 *   class and axios (~16 KiB gzip), one chunk, on the first call.
 */
@injectable()
export class AxiosHttpClient implements HttpClient {
  private instance: AxiosInstance | null = null;

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(AccessTokenSource) private readonly tokens: AccessTokenSource,
  ) {}

  private axiosInstance(): AxiosInstance {
    this.instance ??= axios.create({
      baseURL: this.config.apiBaseUrl,
      allowAbsoluteUrls: false,
      headers: { Accept: 'application/json' },
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      validateStatus: () => true,
    });
    return this.instance;
  }

  get(path: string, options?: HttpRequestOptions): Promise<ApiResponse> {
    return this.send('GET', path, undefined, options);
  }

  post(path: string, body?: unknown, options?: HttpRequestOptions): Promise<ApiResponse> {
    return this.send('POST', path, body, options);
  }

  put(path: string, body?: unknown, options?: HttpRequestOptions): Promise<ApiResponse> {
    return this.send('PUT', path, body, options);
  }

  delete(path: string, options?: HttpRequestOptions): Promise<ApiResponse> {
    return this.send('DELETE', path, undefined, options);
  }

  /**
   * A token source that fails (provider down, refresh rejected) must not break the calls
   * that need no sign-in (worker certificate, purchases, payments query): the call goes
   * without a token, and a call that needs one gets the backend's own answer (401 or a code).
   */
  private async accessTokenOrNull(): Promise<string | null> {
    try {
      return await this.tokens.freshAccessToken();
    } catch {
      console.warn('Could not get a fresh access token; calling the API without one');
      return null;
    }
  }

  private async send(method: Method, path: string, body: unknown, options: HttpRequestOptions = {}): Promise<ApiResponse> {
    const callerSignal = options.signal;
    if (callerSignal?.aborted) return failure('cancelled');
    const payload = requestPayload(body);

    const controller = new AbortController();
    let ended: (result: ApiFailure) => void = () => undefined;
    const interrupted = new Promise<ApiFailure>((resolve) => {
      ended = resolve;
    });
    const timer = setTimeout(() => {
      ended(failure('timeout'));
      controller.abort();
    }, requestTimeoutFor(this.config.requestTimeoutMs, requestBodyBytes(payload.data)));
    const onCallerAbort = () => {
      ended(failure('cancelled'));
      controller.abort();
    };
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      // Whichever comes first: the answer, the time-out or the caller's cancel. The losing
      // request is aborted and its own rejection is absorbed inside call().
      return await Promise.race([this.call(method, path, payload, options, controller.signal), interrupted]);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  private async call(
    method: Method,
    path: string,
    body: RequestPayload,
    options: HttpRequestOptions,
    signal: AbortSignal,
  ): Promise<ApiResponse> {
    try {
      const instance = this.axiosInstance();
      const token = await this.accessTokenOrNull();
      const first = await this.request(instance, method, path, body, options, signal, token);
      if (first.status !== UNAUTHORIZED) return toApiResponse(first);
      if (token === null) return failure('unauthorized', UNAUTHORIZED);

      const renewal = await this.tokens.renewRejectedToken(token);
      if (renewal.kind === 'sessionEnded') return failure('sessionEnded', UNAUTHORIZED);
      if (renewal.kind === 'unavailable') return failure('unauthorized', UNAUTHORIZED);
      const retried = await this.request(instance, method, path, body, options, signal, renewal.accessToken);
      if (retried.status !== UNAUTHORIZED) return toApiResponse(retried);
      await this.tokens.endRejectedSession();
      return failure('sessionEnded', UNAUTHORIZED);
    } catch {
      // No HTTP answer at all (DNS, refused, CORS, offline) or the
      // abort of a call that already lost the race above.
      return failure('network');
    }
  }

  private request(
    instance: AxiosInstance,
    method: Method,
    path: string,
    body: RequestPayload,
    options: HttpRequestOptions,
    signal: AbortSignal,
    token: string | null,
  ): Promise<AxiosResponse<unknown>> {
    const { onUploadProgress } = options;
    return instance.request<unknown>({
      method,
      url: path,
      params: options.params,
      data: body.data,
      // The body is already the text to send: axios's own transform would parse a JSON string
      // again to check it, which for tens of MB of base64 costs as much as writing it.
      transformRequest: [(data: unknown) => data],
      signal,
      headers: {
        ...(body.contentType === null ? {} : { 'Content-Type': body.contentType }),
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      },
      onUploadProgress:
        onUploadProgress &&
        ((event: AxiosProgressEvent) => {
          onUploadProgress({ sentBytes: event.loaded, totalBytes: event.total !== undefined && event.total > 0 ? event.total : null });
        }),
    });
  }
}

/** A request body as it goes on the wire, and its type when this client wrote it. */
interface RequestPayload {
  readonly data: string | undefined;
  readonly contentType: 'application/json' | null;
}

/**
 * Writes the body once: the same text is measured for the time-out and sent, so an upload of
 * tens of MB is not serialised twice. A text is sent as it is; null, undefined, and what JSON
 * cannot write (a function) are no body.
 */
function requestPayload(body: unknown): RequestPayload {
  if (typeof body === 'string') return { data: body, contentType: null };
  const json = body === undefined || body === null ? undefined : (JSON.stringify(body) as string | undefined);
  return json === undefined ? { data: undefined, contentType: null } : { data: json, contentType: 'application/json' };
}

const UNAUTHORIZED = 401;

const ACCEPTED = 202;

function toApiResponse(response: AxiosResponse<unknown>): ApiResponse {
  const rawBody = typeof response.data === 'string' ? response.data : '';
  // 202 Accepted, like 204, may come with no body at all: the status is then the whole answer,
  // and only the gateway knows whether its call has one (customer-purchases' "no purchases").
  if (response.status === ACCEPTED && rawBody.trim() === '') return { error: false, status: ACCEPTED, body: null };
  return normaliseApiResponse(response.status, rawBody);
}

const failure = (reason: ApiFailure['reason'], status: number | null = null): ApiFailure => ({ error: true, reason, status });
