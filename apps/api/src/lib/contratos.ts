import { Readable } from 'node:stream';
import { z } from 'zod';
import { envelope, envelopePaginado, ZErrorEnvelope } from '@eds/contracts/envelope';
import { ZSinDatos } from '@eds/contracts/respuestas';

/**
 * `schema.response` of a route from its contract (docs/decisions/013-response-contracts-and-paging.md): the success
 * answer in the envelope, and the error envelope of the 4xx every call may answer (bad input, no session, no grant,
 * not found). The serializer checks each answer against these.
 */
export const ERRORES = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope } as const;

/** 200 with `data` of the given schema. */
export const responde = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...ERRORES });

/** 200 with one page of rows in `data` and the total in `paginacion`. */
export const respondeLista = <T extends z.ZodType>(fila: T) => ({ 200: envelopePaginado(fila), ...ERRORES });

/** 200 with `data: null`: writes that only report their `mensaje`. */
export const respondeSinDatos = () => responde(ZSinDatos);

/** Any other success shape the specification documents (its own keys instead of `data`). */
export const respondeCon = <T extends z.ZodType>(cuerpo: T) => ({ 200: cuerpo, ...ERRORES });

/**
 * 200 with a file's bytes (a PDF, a workbook, an image, a package): the handler sends the Buffer or the stream itself,
 * which Fastify writes as it is, and OpenAPI reads it as a binary string described by `descripcion`.
 */
export const respondeArchivo = (descripcion: string) =>
  respondeCon(
    z
      .custom<Buffer | Readable>((v) => Buffer.isBuffer(v) || v instanceof Readable)
      .meta({ type: 'string', format: 'binary' })
      .describe(descripcion),
  );
