// Reads a multipart/form-data request with its limits enforced while the bytes stream in: the file size, the
// number of files and of text fields, and each field's size. Anything past a limit stops the read and answers
// 413; a malformed form, an unexpected field or a request that is not multipart answers 400. Its text fields meet
// the edge's one rule for text (refuseUnsafeFields) where a JSON body meets it: after the form's own verdict.
import type { FastifyRequest } from "fastify";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import { EDGE_MESSAGES, hasUnsafeCharacter } from "@ictm/core/domain";
import { ProblemError, filesRejected, validationFailed } from "../http/problem.ts";

export interface FormSpec {
  /** The file fields, each with how many files it may hold. */
  files: Record<string, number>;
  /** The text fields, each with its largest size in bytes. */
  fields: Record<string, number>;
  /** The largest file, in bytes. */
  maxFileBytes: number;
}

export interface ReceivedFile {
  field: string;
  /** The name the client sent: never trusted, only sanitised for display. */
  filename: string;
  bytes: Buffer;
}

export interface ReceivedForm {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

const tooLarge = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_FILES_LIMIT", "FST_FIELDS_LIMIT", "FST_PARTS_LIMIT"]);

export async function receiveForm(request: FastifyRequest, spec: FormSpec): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw filesRejected(400);
  const fileCount = Object.values(spec.files).reduce((sum, count) => sum + count, 0);
  const fieldCount = Object.keys(spec.fields).length;
  const largestField = Math.max(1, ...Object.values(spec.fields));
  const form: ReceivedForm = { files: [], fields: {} };
  try {
    const parts = request.parts({
      // One more file and field than allowed reach our own checks (400); beyond that the parser stops (413).
      limits: { fileSize: spec.maxFileBytes, files: fileCount + 1, fields: fieldCount + 1, fieldSize: largestField, parts: fileCount + fieldCount + 2, fieldNameSize: 100, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type === "file") form.files.push(await readFile(part, spec, form));
      else readField(part, spec, form);
    }
  } catch (error) {
    discardRest(request);
    if (error instanceof ProblemError) throw error;
    const code: unknown = error instanceof Error ? Reflect.get(error, "code") : undefined;
    throw filesRejected(typeof code === "string" && tooLarge.has(code) ? 413 : 400);
  }
  return form;
}

/** Stops parsing and lets the rest of the body drain, so the connection ends cleanly after the refusal. */
function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

async function readFile(part: MultipartFile, spec: FormSpec, form: ReceivedForm): Promise<ReceivedFile> {
  const allowed = spec.files[part.fieldname] ?? 0;
  const already = form.files.filter((file) => file.field === part.fieldname).length;
  if (!Object.hasOwn(spec.files, part.fieldname) || already >= allowed) {
    part.file.resume();
    throw filesRejected(400);
  }
  // Throws FST_REQ_FILE_TOO_LARGE as soon as the stream passes the size limit.
  const bytes = await part.toBuffer();
  if (bytes.length === 0) throw filesRejected(400);
  return { field: part.fieldname, filename: part.filename, bytes };
}

function readField(part: MultipartValue, spec: FormSpec, form: ReceivedForm): void {
  if (!Object.hasOwn(spec.fields, part.fieldname) || Object.hasOwn(form.fields, part.fieldname)) throw filesRejected(400);
  if (part.valueTruncated || part.fieldnameTruncated) throw filesRejected(413);
  if (typeof part.value !== "string") throw filesRejected(400);
  form.fields[part.fieldname] = part.value;
}

/**
 * The edge's one rule for text (http/request-text.ts) on a form's text fields: a NUL or a lone surrogate is refused
 * with a 400 naming each field (the database cannot keep a NUL). As for a JSON body, where it runs once the contract's
 * validation has passed, a route calls it once the form's own verdict has passed, so the form's words come first.
 */
export function refuseUnsafeFields(fields: Readonly<Record<string, string>>): void {
  const unsafe = Object.entries(fields).filter(([, value]) => hasUnsafeCharacter(value));
  if (unsafe.length > 0) throw validationFailed(Object.fromEntries(unsafe.map(([name]) => [name, [EDGE_MESSAGES.unsafeCharacter]])));
}
