// Use cases of ICT projects: a Business creates, changes (publication included) and lists its own. Another
// business's project is "not found".
import { randomUUID } from "node:crypto";
import type { components } from "@ictm/openapi/portal.ts";
import type { BusinessRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { memberActor, projectStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { notFound } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { presentProject, type IctProjectView } from "./present.ts";
import { findProject, insertProject, listBusinessProjects, lockProject, updateProject } from "./project-store.ts";

type ProjectInput = components["schemas"]["IctProjectInput"];

export async function createProject(services: Services, business: BusinessRow, input: ProjectInput): Promise<IctProjectView> {
  const now = services.clock.now();
  const id = randomUUID();
  const fields = cleaned(input);
  await transact(services.orm, async (tx) => {
    await insertProject(tx, { id, businessId: business.id, ...fields, publishedAt: fields.isPublished ? now : null, createdAt: now, updatedAt: now });
    const payload = { businessKey: business.id, title: fields.title, stage: fields.stage, isPublished: fields.isPublished };
    await recordEvents(tx, projectStream(id), [{ type: "v1.IctProjectCreated", payload }], { actor: memberActor(business.memberId), at: now });
  });
  return readProject(services, id);
}

export async function changeProject(services: Services, business: BusinessRow, id: string, input: ProjectInput): Promise<IctProjectView> {
  const now = services.clock.now();
  const fields = cleaned(input);
  await transact(services.orm, async (tx) => {
    const current = await lockProject(tx, id);
    if (!current || current.businessId !== business.id) throw notFound();
    const publishedAt = fields.isPublished ? (current.isPublished ? current.publishedAt : now) : null;
    await updateProject(tx, id, { ...fields, publishedAt, updatedAt: now });
    const payload = { businessKey: business.id, title: fields.title, stage: fields.stage, isPublished: fields.isPublished };
    await recordEvents(tx, projectStream(id), [{ type: "v1.IctProjectChanged", payload }], { actor: memberActor(business.memberId), at: now });
  });
  return readProject(services, id);
}

export async function listOwnProjects(services: Services, business: BusinessRow): Promise<IctProjectView[]> {
  return (await listBusinessProjects(services.orm, business.id)).map(presentProject);
}

async function readProject(services: Services, id: string): Promise<IctProjectView> {
  const found = await findProject(services.orm, id);
  if (!found) throw new Error(`The ICT project ${id} was just written but cannot be read`);
  return presentProject(found);
}

function cleaned(input: ProjectInput): ProjectInput {
  return { ...input, title: input.title.trim(), skills: input.skills.map((skill) => skill.trim()) };
}
