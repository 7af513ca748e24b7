// The matrix's request bodies: the least a request body's schema asks for (each required property with the first
// value its schema allows; a file where it takes a file), so a new operation gets a body without a change here;
// and, for the operations whose core form asks for more than the schema, a body that form accepts. A body is the
// same for every caller: a refusal must be about who asks.
import { randomUUID } from "node:crypto";
import { isRecord, type JsonObject } from "@ictm/server/contract/dereference.ts";
import { pdfDocument, pngImage } from "../../fixtures/files.ts";
import type { MatrixOperation } from "./vocabulary.ts";
import { courseInput, type World } from "./world.ts";

export type CellBody = { json: unknown; form?: undefined } | { json?: undefined; form: FormData };

/**
 * Bodies core's forms accept, where the schema's least is not enough; and for the public password calls a password
 * their schema refuses (400): anyone may make them, so who asks changes nothing, and a password hashed (scrypt) for
 * each of the matrix's callers would cost seconds of every run.
 */
const BODIES: Record<string, (world: World) => unknown> = {
  signUpTalentWithEmail: () => ({ email: `matrix-${randomUUID().slice(0, 8)}@test.ictm.bn`, password: "short", name: "Matrix Talent" }),
  signInTalentWithEmail: () => ({ email: "matrix@test.ictm.bn", password: "" }),
  signInBusinessWithEmail: () => ({ email: "matrix@test.ictm.bn", password: "" }),
  signInStaff: () => ({ email: "matrix@test.ictm.bn", password: "" }),
  resetMemberPassword: () => ({ token: "matrix", memberEmail: "matrix@test.ictm.bn", newPassword: "short" }),
  resetStaffPassword: () => ({ token: "matrix", password: "short" }),
  createTrainingCourse: () => courseInput(),
  updateTrainingCourse: () => courseInput(),
  registerForCourse: (world) => ({ trainingCourseId: world.courseId }),
  addBoardComment: () => ({ commentContent: "A note from the matrix." }),
  editBoardComment: () => ({ commentContent: "An edit from the matrix." }),
  recordEvaluation: () => ({ evaluationStatusKey: "recommended", comment: "From the matrix." }),
  recordChiefEvaluation: () => ({ evaluationStatusKey: "recommended", comment: "From the matrix." }),
  sendFinalNotification: () => ({ message: "From the matrix." }),
  setStaffRoles: () => ({ roles: ["officer", "evaluator"] }),
  setArchivedInBulk: (world) => ({ applicationIds: [world.applications.approved.id], archived: true }),
};

/** Multipart parts where a field needs a particular value. */
const PARTS: Record<string, (world: World) => Record<string, string>> = {
  applyForJob: (world) => ({ jobVacancyId: world.vacancyId, coverNote: "From the matrix." }),
};

export function bodyOf(world: World, operation: MatrixOperation): CellBody | null {
  const requestBody = operation.operation["requestBody"];
  if (!isRecord(requestBody) || !isRecord(requestBody["content"])) return null;
  const content = requestBody["content"];
  const special = BODIES[operation.operationId];
  if (isRecord(content["application/json"])) return { json: special ? special(world) : minimalOf(content["application/json"]["schema"]) };
  const multipart = content["multipart/form-data"];
  if (!isRecord(multipart)) return null;
  return { form: formOf(multipart["schema"], PARTS[operation.operationId]?.(world) ?? {}) };
}

/** The least value a schema allows: required properties only, the first enum value, the shortest string. */
export function minimalOf(schema: unknown): unknown {
  if (!isRecord(schema)) return null;
  if ("const" in schema) return schema["const"];
  if (Array.isArray(schema["enum"])) return schema["enum"][0];
  if (schema["example"] !== undefined) return schema["example"];
  for (const key of ["allOf", "oneOf", "anyOf"]) {
    const parts = schema[key];
    if (Array.isArray(parts) && parts.length > 0) return key === "allOf" ? Object.assign({}, ...parts.map(minimalOf)) : minimalOf(parts[0]);
  }
  const type = Array.isArray(schema["type"]) ? schema["type"].find((candidate) => candidate !== "null") : schema["type"];
  switch (type) {
    case "object":
      return objectOf(schema);
    case "array":
      return Array.from({ length: Number(schema["minItems"] ?? 0) }, () => minimalOf(schema["items"]));
    case "integer":
    case "number":
      return Number(schema["minimum"] ?? 1);
    case "boolean":
      return false;
    case "string":
      return stringOf(schema);
    default:
      return null;
  }
}

function objectOf(schema: JsonObject): JsonObject {
  const properties = isRecord(schema["properties"]) ? schema["properties"] : {};
  const required = Array.isArray(schema["required"]) ? schema["required"].map(String) : [];
  return Object.fromEntries(required.map((name) => [name, minimalOf(properties[name])]));
}

function stringOf(schema: JsonObject): string {
  switch (schema["format"]) {
    case "email":
      return "matrix@test.ictm.bn";
    case "date":
      return "2099-06-01";
    case "date-time":
      return "2099-06-01T08:00:00.000Z";
    case "uuid":
      return randomUUID();
    case "uri":
      return "https://example.bn/";
    default:
      return "Matrix text".padEnd(Number(schema["minLength"] ?? 1), ".").slice(0, Math.max(Number(schema["maxLength"] ?? 11), 1));
  }
}

function formOf(schema: unknown, values: Record<string, string>): FormData {
  const form = new FormData();
  const properties = isRecord(schema) && isRecord(schema["properties"]) ? schema["properties"] : {};
  const required = isRecord(schema) && Array.isArray(schema["required"]) ? schema["required"].map(String) : [];
  for (const [name, property] of Object.entries(properties)) {
    const binary = isRecord(property) && (property["format"] === "binary" || (isRecord(property["items"]) && property["items"]["format"] === "binary"));
    if (binary) form.append(name, ...fileFor(name));
    else if (values[name] !== undefined) form.append(name, values[name]);
    else if (required.includes(name)) form.append(name, String(minimalOf(property)));
  }
  return form;
}

/** A real PNG where an image is likely, else a real PDF. */
function fileFor(field: string): [Blob, string] {
  const image = /image|logo|picture|signature|photo|formfile/i.test(field);
  return image ? [new Blob([new Uint8Array(pngImage(48, 32))], { type: "image/png" }), "matrix.png"] : [new Blob([new Uint8Array(pdfDocument())], { type: "application/pdf" }), "matrix.pdf"];
}
