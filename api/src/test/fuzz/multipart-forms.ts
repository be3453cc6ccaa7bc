import fc from 'fast-check';
import { hostileText, POLLUTING_KEYS, randomBytes } from './hostile-values.ts';
import { asText, type JsonSchema, type Mood, valueOf } from './schema-values.ts';

type FormPart = { name: string; text: string } | { name: string; fileName: string; bytes: Buffer };

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const takesFile = (schema: JsonSchema): boolean =>
  schema.format === 'binary' || (schema.anyOf ?? schema.oneOf ?? []).some(takesFile);

function encode(parts: FormPart[], { truncated }: { truncated: boolean }): Buffer {
  const chunks = parts.flatMap((part) => {
    const head =
      'fileName' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: image/png`
        : `Content-Disposition: form-data; name="${part.name}"`;
    return [
      Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`),
      'fileName' in part ? part.bytes : Buffer.from(part.text),
      Buffer.from('\r\n'),
    ];
  });
  if (!truncated) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * Multipart bodies for a form's schema: its fields as text, its files as a small real image, random bytes or
 * nothing. Hostile forms add fields of polluting or made-up names, repeat one, or end before the last boundary.
 */
export function multipartBodies(schema: JsonSchema, mood: Mood, image: Buffer): fc.Arbitrary<Buffer> {
  const fileBytes = fc.oneof({ weight: 3, arbitrary: fc.constant(image) }, randomBytes, fc.constant(Buffer.alloc(0)));
  const fileName = mood === 'valid' ? fc.constantFrom('photo.png', 'how-to-use.png') : hostileText;
  const filePart = (name: string): fc.Arbitrary<FormPart> =>
    fc.record({ name: fc.constant(name), fileName, bytes: fileBytes });
  const textPart = (name: string, field: JsonSchema): fc.Arbitrary<FormPart> =>
    valueOf(field, mood, name).map((value) => ({ name, text: asText(value) }));
  const partFor = (name: string, field: JsonSchema): fc.Arbitrary<FormPart> => {
    if (!takesFile(field)) return textPart(name, field);
    return mood === 'valid'
      ? filePart(name)
      : fc.oneof({ weight: 3, arbitrary: filePart(name) }, textPart(name, field));
  };

  const required = new Set(schema.required ?? []);
  const named = Object.entries(schema.properties ?? {}).map(([name, field]) =>
    required.has(name)
      ? partFor(name, field).map((part) => [part])
      : fc.option(partFor(name, field), { nil: undefined }).map((part) => (part ? [part] : [])),
  );
  const stranger = fc.array(
    fc.record({ name: fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string({ maxLength: 12 })), text: hostileText }),
    { maxLength: mood === 'valid' ? 0 : 2 },
  );
  return fc
    .tuple(fc.tuple(...named), stranger, fc.boolean(), fc.boolean())
    .map(([fields, strangers, repeat, truncated]) => {
      const parts = [...fields.flat(), ...strangers];
      const hostile = mood === 'hostile';
      if (hostile && repeat && parts[0]) parts.push(parts[0]);
      return encode(parts, { truncated: hostile && truncated && !repeat });
    });
}
