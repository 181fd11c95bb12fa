import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A backend of the fund's API written against the contract and wrong on purpose, one way per call, for
 * the tests of `npm run check:api` (scripts/check-api.mjs): each answer below is what the checker
 * must report, with its pointer and what the contract expected. Every request it receives is recorded,
 * so a test can tell which calls reached it. Any other call is refused: 401 with a token (the token
 * expired, say), a plain-text 404 without one.
 */
const divergentAnswers = {
  /** A card without its required `role`: `/data/0` lacks "role". */
  '/api/v1/certifications/listarCertificados': { status: 200, json: { code: 200, data: [{ code: 'c01', name: 'Certificado de afiliación' }] } },
  /** A total as text: `/pagos/0/valor/total` should be a number. */
  '/api/pagos/consulta': {
    status: 200,
    json: { message: 'Consulta exitosa', pagos: [{ referenciaPago: '900123', descripcion: 'Cuota', valor: { total: '185000', moneda: 'COP' } }] },
  },
  /** An HTML error page where JSON is expected. */
  '/api/pagos/consultarPreguntasFrecuentes': { status: 200, html: '<html><body><h1>Mantenimiento</h1></body></html>' },
  /** A body valid but for its business code, one the operation does not name: `/code` should be 0, 1 or 101. */
  '/api/v1/certifications/cuota-monetaria': { status: 200, json: { code: 7, description: 'Consulta no disponible', detail: null } },
  /** A code mirrored in a status the contract does not name (HTTP 207). */
  '/api/pagos/information': { status: 207, json: { error: true, data: { code: 207, message: 'Multi-estado' } } },
} as const;

/** The call that never answers: the checker's time-out must report it. */
const SILENT_PATH = '/api/v1/show-booking/customer-purchases';

interface ReceivedRequest {
  readonly method: string;
  /** The path and query as received. */
  readonly url: string;
  readonly authorization: string | null;
}

export interface DivergentApi {
  readonly origin: string;
  readonly received: readonly ReceivedRequest[];
  close(): Promise<void>;
}

/** Starts the divergent backend on a free port of 127.0.0.1. */
export async function startDivergentApi(): Promise<DivergentApi> {
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    const path = url.split('?', 1)[0] ?? '/';
    received.push({ method: request.method ?? 'GET', url, authorization: request.headers.authorization ?? null });
    request.resume();
    if (path === SILENT_PATH) return; // never answered; closed with the server
    const answer = (divergentAnswers as Readonly<Record<string, { status: number; json?: unknown; html?: string }>>)[path];
    if (!answer) {
      // The calls that need a session: the token is refused; without one there is nothing here.
      if (request.headers.authorization) {
        response.writeHead(401, { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer error="invalid_token"' });
        response.end(JSON.stringify({ error: 'unauthorized' }));
      } else {
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        response.end('no existe');
      }
      return;
    }
    if (answer.html !== undefined) {
      response.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(answer.html);
      return;
    }
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.json));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => server.listen(0, '127.0.0.1', resolve).on('error', reject));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
