// The SQL of ICT projects, each read together with its business's card (name, logo, verified).
import { desc, eq } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { businesses, ictProjects, verificationRequests, type IctProjectRow } from "../db/schema.ts";
import { businessCardColumns, verificationOfBusiness, type BusinessCard } from "./business-card.ts";

export type ProjectWithBusiness = { project: IctProjectRow; business: BusinessCard };

function selectProjects(db: Queryable) {
  return db
    .select({ project: ictProjects, business: businessCardColumns })
    .from(ictProjects)
    .innerJoin(businesses, eq(businesses.id, ictProjects.businessId))
    .leftJoin(verificationRequests, verificationOfBusiness);
}

export async function insertProject(tx: Tx, row: IctProjectRow): Promise<void> {
  await tx.insert(ictProjects).values(row);
}

export async function updateProject(tx: Tx, id: string, change: Omit<IctProjectRow, "id" | "businessId" | "createdAt">): Promise<void> {
  await tx.update(ictProjects).set(change).where(eq(ictProjects.id, id));
}

export async function lockProject(tx: Tx, id: string): Promise<IctProjectRow | undefined> {
  const [row] = await tx.select().from(ictProjects).where(eq(ictProjects.id, id)).for("update");
  return row;
}

export async function findProject(db: Queryable, id: string): Promise<ProjectWithBusiness | undefined> {
  const [row] = await selectProjects(db).where(eq(ictProjects.id, id)).limit(1);
  return row;
}

export async function listBusinessProjects(db: Queryable, businessId: string): Promise<ProjectWithBusiness[]> {
  return selectProjects(db).where(eq(ictProjects.businessId, businessId)).orderBy(desc(ictProjects.createdAt), desc(ictProjects.id));
}
