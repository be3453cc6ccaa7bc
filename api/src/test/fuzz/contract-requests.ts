import fc from 'fast-check';
import {
  hostileContentType,
  hostileRawSegment,
  hostileText,
  long,
  malformedJson,
  POLLUTING_KEYS,
  randomBytes,
} from './hostile-values.ts';
import { MULTIPART_CONTENT_TYPE, multipartBodies } from './multipart-forms.ts';
import { asText, type JsonSchema, type Mood, valueOf } from './schema-values.ts';

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/**
 * One request to send. Who sends it is a placeholder (`<shopper token>`, `<session 1>`), put in when it is
 * sent, since a token can be revoked by an earlier request (a logout) and then replaced.
 */
export type FuzzRequest = {
  /** The operation it was made from, as the document names it ("GET /api/products/{id}"), and how. */
  operation: string;
  mood: Mood;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

export const CALLERS = ['<shopper token>', '<admin token>', '<admin a_token>'] as const;
export const SESSIONS = ['<session 0>', '<session 1>', '<session 2>'] as const;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
const takesBody = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** Percent-encoding as a browser does, and a half surrogate as the three bytes a careless client sends for it. */
function percentEncoded(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(character);
  }
  return encoded;
}

/** A path or query value: encoded as a client would, or raw and already broken. */
function urlValue(schema: JsonSchema, mood: Mood, name: string): fc.Arbitrary<string> {
  const encoded = valueOf(schema, mood, name).map((value) => percentEncoded(asText(value)));
  if (mood === 'valid') return encoded;
  return fc.oneof({ weight: 4, arbitrary: encoded }, hostileText.map(percentEncoded), hostileRawSegment);
}

function pathOf(template: string, parameters: Parameter[], mood: Mood): fc.Arbitrary<string> {
  const inPath = parameters.filter((parameter) => parameter.in === 'path');
  return fc
    .tuple(...inPath.map((parameter) => urlValue(parameter.schema, mood, parameter.name)))
    .map((values) =>
      inPath.reduce((path, parameter, index) => path.replace(`{${parameter.name}}`, values[index]!), template),
    );
}

function queryOf(parameters: Parameter[], mood: Mood): fc.Arbitrary<string> {
  const pairs = parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => {
      const pair = urlValue(parameter.schema, mood, parameter.name).map((value) => [`${parameter.name}=${value}`]);
      return parameter.required && mood === 'valid' ? pair : fc.oneof(pair, fc.constant([]));
    });
  const strangers =
    mood === 'valid'
      ? fc.constant([])
      : fc.array(
          fc
            .oneof(
              fc.constantFrom(
                ...POLLUTING_KEYS,
                '__proto__[polluted]',
                'constructor[prototype][polluted]',
                'a[]',
                '&',
                '=',
                '%zz',
              ),
              fc.string({ maxLength: 8 }).map(percentEncoded),
            )
            .chain((key) => hostileText.map((value) => `${key}=${percentEncoded(value)}`)),
          { maxLength: 2 },
        );
  return fc.tuple(fc.tuple(...pairs), strangers, fc.boolean()).map(([chosen, extra, repeat]) => {
    const all = [...chosen.flat(), ...extra];
    // a parameter given twice arrives as an array
    if (repeat && all[0] && mood === 'hostile') all.push(all[0]);
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

/** The caller and the session: a placeholder for one of the test's, none, or something made up. */
function headersOf(parameters: Parameter[], mood: Mood): fc.Arbitrary<Record<string, string>> {
  const madeUp = hostileText.filter((text) => /^[\x20-\x7e]*$/.test(text));
  const callers = fc.constantFrom(...CALLERS).map((token) => `Bearer ${token}`);
  const sessions = fc.constantFrom(...SESSIONS);
  const authorization = fc.option(
    mood === 'valid'
      ? callers
      : fc.oneof(
          { weight: 6, arbitrary: callers },
          madeUp.map((text) => `Bearer ${text}`),
          fc.constantFrom('Bearer', 'Basic YWRtaW46YWRtaW4=', 'bearer  ', long('a', 2_000, ['Bearer ', ''])),
        ),
    { nil: undefined, freq: 3 },
  );
  const session = fc.option(mood === 'valid' ? sessions : fc.oneof({ weight: 6, arbitrary: sessions }, madeUp), {
    nil: undefined,
    freq: 4,
  });
  const documented = parameters
    .filter((parameter) => parameter.in === 'header' && !['authorization', 'x-session-id'].includes(parameter.name))
    .map((parameter) =>
      fc.option(
        valueOf(parameter.schema, mood, parameter.name)
          .map(asText)
          .filter((text) => /^[\x20-\x7e]*$/.test(text))
          .map((text) => [parameter.name, text] as const),
        { nil: undefined },
      ),
    );
  return fc.tuple(authorization, session, fc.tuple(...documented)).map(([bearer, sessionId, others]) => ({
    ...(bearer === undefined ? {} : { authorization: bearer }),
    ...(sessionId === undefined ? {} : { 'x-session-id': sessionId }),
    ...Object.fromEntries(others.filter((header) => header !== undefined)),
  }));
}

type Body = { contentType?: string; payload?: string | Buffer };

function bodyOf(operation: Operation, method: 'GET' | 'POST', mood: Mood, image: Buffer): fc.Arbitrary<Body> {
  const content = operation.requestBody?.content ?? {};
  const multipart = content['multipart/form-data'];
  const json = content['application/json'];
  const documented: fc.Arbitrary<Body> = multipart
    ? multipartBodies(multipart.schema, mood, image).map((payload) => ({
        contentType: MULTIPART_CONTENT_TYPE,
        payload,
      }))
    : json
      ? valueOf(json.schema, mood).map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) }))
      : takesBody(method)
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constant({}) },
            fc
              .jsonValue({ maxDepth: 2 })
              .map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) })),
          )
        : fc.constant({});
  if (mood === 'valid' || !takesBody(method)) return documented;
  return fc.oneof(
    { weight: 5, arbitrary: documented },
    malformedJson.map((payload) => ({ contentType: 'application/json', payload })),
    fc.tuple(documented, hostileContentType).map(([body, contentType]) => ({ ...body, contentType })),
    fc.tuple(randomBytes, fc.option(hostileContentType, { nil: undefined })).map(([payload, contentType]) => ({
      payload,
      contentType,
    })),
  );
}

/** Requests in one mood; every arbitrary is built once here, as building them is most of generating. */
function requestsInMood(path: string, method: string, operation: Operation, mood: Mood, image: Buffer) {
  const parameters = operation.parameters ?? [];
  const upper = method.toUpperCase();
  const bodies = {
    sent: bodyOf(operation, 'POST', mood, image),
    none: bodyOf(operation, 'GET', mood, image),
  };
  const methods =
    mood === 'valid'
      ? fc.constant(upper)
      : fc.oneof({ weight: 20, arbitrary: fc.constant(upper) }, fc.constantFrom(...METHODS));
  return fc
    .record({
      method: methods,
      path: pathOf(path, parameters, mood),
      query: queryOf(parameters, mood),
      headers: headersOf(parameters, mood),
    })
    .chain(({ method: sent, path: url, query, headers }) =>
      bodies[takesBody(sent) ? 'sent' : 'none'].map(({ contentType, payload }) => ({
        operation: `${upper} ${path}`,
        mood,
        method: sent,
        url: `${url}${query}`,
        headers: contentType === undefined ? headers : { ...headers, 'content-type': contentType },
        ...(payload === undefined ? {} : { payload }),
      })),
    );
}

const requestsTo = (path: string, method: string, operation: Operation, image: Buffer): fc.Arbitrary<FuzzRequest> =>
  fc.oneof(requestsInMood(path, method, operation, 'valid', image), {
    weight: 2,
    arbitrary: requestsInMood(path, method, operation, 'hostile', image),
  });

/**
 * Requests to every operation of an OpenAPI document: valid ones, to reach the handlers, and hostile ones,
 * with values of the wrong type, size or encoding, polluting keys, malformed JSON and wrong content types.
 * A route added to the API is in the document, so it is fuzzed with no change here. Each operation gets an
 * equal share, but those given a `weight` (by "METHOD /path"; the default is 10).
 */
export function requestsFrom(
  document: OpenApiDocument,
  { image, weights = {} }: { image: Buffer; weights?: Record<string, number> },
): fc.Arbitrary<FuzzRequest> {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      weight: weights[`${method.toUpperCase()} ${path}`] ?? 10,
      arbitrary: requestsTo(path, method, operation, image),
    })),
  );
  return fc.oneof(...operations);
}

/** How many operations the document has, so a test can say what it covered. */
export const operationCount = (document: OpenApiDocument) =>
  Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
