import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One log line per answer, in place of Fastify's two (incoming, completed) on every request:
 * at info for what is worth keeping — a state-changing call (sign-in, logout and every change
 * included) and any answer of 400 or more (refusals, 401/403/419/429, errors) — and at debug for
 * successful reads, the bulk of the traffic (LOG_LEVEL=debug shows them). Errors are also logged
 * where they happen (plugins/error-handler.ts).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const level = reply.statusCode >= 400 || !reads.has(request.method) ? 'info' : 'debug';
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
