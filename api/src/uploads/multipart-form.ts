import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clipText } from 'shared/contracts/text-rule';
import { ShopError } from '../shop-error.ts';
import { describeBytes, type UploadLimits } from './upload-limits.ts';
import { UploadTooLarge } from './upload-refused.ts';
import { UploadedFile } from './uploaded-file.ts';

/** A multipart form as the route's body schema sees it: each field's text, or its file. */
export type MultipartForm = Record<string, string | UploadedFile>;

/** The client's file name, for messages: busboy already dropped any folders; control characters go too. */
const clientName = (fileName: string | undefined) => clipText((fileName ?? '').replace(/\p{Cc}/gu, '').trim(), 100);

/** Busboy's and the plugin's refusals, in the shop's words; anything else it raised is a body it could not read. */
function refusal(error: unknown, limits: UploadLimits): Error {
  if (error instanceof ShopError || error instanceof UploadTooLarge) return error;
  const { code, part } = error as { code?: string; part?: { filename?: string; fieldname?: string } };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new UploadTooLarge(
        `${clientName(part?.filename) || part?.fieldname || 'A file'} is larger than ${describeBytes(limits.fileBytes)}.`,
      );
    case 'FST_FILES_LIMIT':
      return new UploadTooLarge(`A form can carry at most ${limits.files} ${limits.files === 1 ? 'file' : 'files'}.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new UploadTooLarge(`A form can carry at most ${limits.fields} fields.`);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new ShopError(400, 'A field sent as JSON is not valid JSON.');
    case 'FST_PROTO_VIOLATION':
      return new ShopError(400, 'A field of the form has a name that is not allowed.');
    default:
      return new ShopError(400, 'The form could not be read: it is not valid multipart data.');
  }
}

async function readForm(request: FastifyRequest, limits: UploadLimits): Promise<MultipartForm> {
  const form = new Map<string, string | UploadedFile>();
  try {
    for await (const part of request.parts()) {
      if (form.has(part.fieldname)) throw new ShopError(400, `${part.fieldname} was sent more than once.`);
      form.set(part.fieldname, await partValue(part, limits));
    }
  } catch (error) {
    throw refusal(error, limits);
  }
  return Object.fromEntries(form);
}

async function partValue(part: Multipart, limits: UploadLimits): Promise<string | UploadedFile> {
  if (part.type === 'file') return new UploadedFile(part.fieldname, clientName(part.filename), await part.toBuffer());
  if (part.valueTruncated) {
    throw new UploadTooLarge(`${part.fieldname} is longer than ${limits.fieldBytes / 1024} KB.`);
  }
  // a part sent as application/json arrives parsed: the body schema reads JSON fields as their text
  return typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
}

/**
 * Lets the routes of this (encapsulated) context take multipart forms within `limits`: each form is read whole
 * into `request.body` before validation, so its route's zod schema checks it as it checks JSON. Register it in
 * a context holding only the form routes: the parser is then nobody else's.
 */
export async function acceptMultipartForms(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: limits.fileBytes,
      files: limits.files,
      fields: limits.fields,
      fieldSize: limits.fieldBytes,
      parts: limits.files + limits.fields,
    },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readForm(request, limits);
  });
}
