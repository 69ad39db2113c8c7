import type { FastifyReply } from 'fastify';
import { CODES } from '../../domain/contracts/envelope';

/**
 * The API envelope (spec §8, DESIGN.md §5); its codes are part of the contract
 * (src/domain/contracts/envelope.ts). These two helpers answer with it.
 */
export { CODES };

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(reply: FastifyReply, data: T, msg = 'ok'): FastifyReply {
  return reply.code(200).send({ code: CODES.OK, msg, data } satisfies Envelope<T>);
}

export function fail(reply: FastifyReply, status: number, code: number, msg: string, data: unknown = null): FastifyReply {
  return reply.code(status).send({ code, msg, data } satisfies Envelope<unknown>);
}

/** Success, the answer's fields repeated beside `data` (see `openReplies` in http/contract.ts). */
export function okOpen<T extends object>(reply: FastifyReply, data: T): FastifyReply {
  return reply.code(200).send({ ...data, code: CODES.OK, msg: 'ok', data });
}
