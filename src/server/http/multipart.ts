import type { FastifyRequest } from 'fastify';

/** A multipart form as it arrived: its text fields and its files, in order. */
export interface MultipartForm {
  fields: Record<string, string>;
  /** `bytes` is null for a file cut off at the size limit. */
  files: { field: string; bytes: Buffer | null }[];
}

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  parts: number;
  fieldSize: number;
}

/**
 * Reads a whole multipart form, or answers null when the body is not a well-formed form (cut off
 * mid-way, a broken part header, no closing boundary): the client's fault, refused with a 400 by
 * the route, never a 500. Limits the server sets itself (too many files, too large a body) still
 * throw their own 4xx errors.
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartForm | null> {
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      form.files.push({ field: part.fieldname, bytes: part.file.truncated ? null : bytes });
    }
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    return null;
  }
  return form;
}
