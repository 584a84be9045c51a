import fastifyMultipart from '@fastify/multipart';
import { assignmentsApi } from '@studovna/core/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';
import { ApiErrorWithValues } from '../lib/api-error-with-values';

/** A file of a multipart request, read into memory (the size limit bounds it). */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  /** The name the client gave it; never used as a path. */
  filename: string;
  /** The type the client claimed; not trusted. */
  mimetype: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart request to a contract endpoint, set before validation. */
    uploads: UploadedFile[] | null;
  }
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (its name). */
    endpoint?: string;
  }
}

/** SPEC §9: an upload carries at most two files. */
export const MAX_FILES_PER_REQUEST = assignmentsApi.ASSIGNMENT_MAX_FILES;

const invalid = () => new ApiError(400, 'rest_invalid_param', 'request.invalid');

/**
 * multipart/form-data for the contract's multipart endpoints. Busboy stops at one file more than allowed,
 * so a third file is seen and refused, not silently dropped; each file is cut at the configured size.
 */
export async function registerMultipart(app: FastifyInstance, maxFileBytes: number): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      files: MAX_FILES_PER_REQUEST + 1,
      fileSize: maxFileBytes,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 30,
      headerPairs: 100,
    },
  });
  app.decorateRequest('uploads', null);
}

function uploadError(error: unknown, filename: string, maxFileBytes: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new ApiErrorWithValues(400, 'upload_file_too_large', 'upload.fileTooLarge', {
      name: filename,
      limit: Math.round((maxFileBytes / 1024 / 1024) * 10) / 10,
    });
  if (code === 'FST_FILES_LIMIT') return tooManyFiles();
  if (
    typeof code === 'string' &&
    /^FST_(PARTS_LIMIT|FIELDS_LIMIT|PROTO_VIOLATION|INVALID_JSON_FIELD)/.test(code)
  )
    return invalid();
  return error;
}

const tooManyFiles = () =>
  new ApiErrorWithValues(400, 'upload_too_many_files', 'upload.tooManyFiles', { max: MAX_FILES_PER_REQUEST });

/**
 * Reads a multipart request: text fields become the body (a repeated field an array) for the contract's
 * validation, files go to `request.uploads`. Any other request is left as its parser made it.
 */
export async function readMultipartBody(request: FastifyRequest, maxFileBytes: number): Promise<void> {
  request.uploads = [];
  if (!request.isMultipart()) return;
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  let current = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type === 'file') {
        current = part.filename;
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data: await part.toBuffer(),
        });
        if (files.length > MAX_FILES_PER_REQUEST) throw tooManyFiles();
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw invalid();
        const value = String(part.value);
        const before = fields[part.fieldname];
        fields[part.fieldname] = before === undefined ? value : [...[before].flat(), value];
      }
    }
  } catch (error) {
    throw uploadError(error, current, maxFileBytes);
  }
  request.body = fields;
  request.uploads = files;
}
