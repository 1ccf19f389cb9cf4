import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import {
  codeGenerations,
  generatedFiles,
  projects,
  type CodeGenerationRow,
  type GeneratedFileRow,
  type ProjectRow,
} from "../schema";

export async function getCodeGeneration({
  db,
  projectId,
}: {
  db: Db;
  projectId: number;
}): Promise<CodeGenerationRow | undefined> {
  const rows = await db
    .select()
    .from(codeGenerations)
    .where(eq(codeGenerations.projectId, projectId))
    .limit(1);
  return rows[0];
}

export async function saveCodeGeneration({
  db,
  row,
}: {
  db: Db;
  row: Omit<typeof codeGenerations.$inferInsert, "createdAt">;
}): Promise<void> {
  const { projectId: _projectId, ...changes } = row;
  await db
    .insert(codeGenerations)
    .values(row)
    .onConflictDoUpdate({ target: codeGenerations.projectId, set: { ...changes, updatedAt: new Date() } });
}

export async function updateCodeGeneration({
  db,
  projectId,
  changes,
}: {
  db: Db;
  projectId: number;
  changes: Partial<Omit<typeof codeGenerations.$inferInsert, "projectId" | "createdAt">>;
}): Promise<void> {
  await db
    .update(codeGenerations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(codeGenerations.projectId, projectId));
}

export async function listGeneratedFiles({
  db,
  projectId,
}: {
  db: Db;
  projectId: number;
}): Promise<GeneratedFileRow[]> {
  return db
    .select()
    .from(generatedFiles)
    .where(eq(generatedFiles.projectId, projectId))
    .orderBy(asc(generatedFiles.path));
}

/** Whether the project has any generated file (without reading their contents). */
export async function hasGeneratedFiles({ db, projectId }: { db: Db; projectId: number }): Promise<boolean> {
  const rows = await db
    .select({ id: generatedFiles.id })
    .from(generatedFiles)
    .where(eq(generatedFiles.projectId, projectId))
    .limit(1);
  return rows.length > 0;
}

/** A generated file with its project, when `ownerId` owns the project (else undefined, like a missing id). */
export async function getGeneratedFileForOwner({
  db,
  id,
  ownerId,
}: {
  db: Db;
  id: number;
  ownerId: number;
}): Promise<{ file: GeneratedFileRow; project: ProjectRow } | undefined> {
  const rows = await db
    .select({ file: generatedFiles, project: projects })
    .from(generatedFiles)
    .innerJoin(projects, eq(projects.id, generatedFiles.projectId))
    .where(and(eq(generatedFiles.id, id), eq(projects.ownerId, ownerId)))
    .limit(1);
  return rows[0];
}

export async function upsertGeneratedFiles({
  db,
  projectId,
  files,
}: {
  db: Db;
  projectId: number;
  files: readonly Omit<typeof generatedFiles.$inferInsert, "projectId" | "id">[];
}): Promise<void> {
  for (const file of files) {
    const values = { ...file, projectId, updatedAt: file.updatedAt ?? new Date() };
    await db
      .insert(generatedFiles)
      .values(values)
      .onConflictDoUpdate({
        target: [generatedFiles.projectId, generatedFiles.path],
        set: {
          content: values.content,
          language: values.language,
          pass: values.pass,
          userEdited: values.userEdited ?? false,
          implements: values.implements,
          size: values.size,
          updatedAt: values.updatedAt,
          // Whoever writes the file now wrote it: the generator (null: the embedded engine) or the model.
          generatedBy: values.generatedBy ?? null,
        },
      });
  }
}

export async function deleteGeneratedFiles({
  db,
  projectId,
  paths,
}: {
  db: Db;
  projectId: number;
  paths: readonly string[];
}): Promise<void> {
  if (paths.length === 0) return;
  await db
    .delete(generatedFiles)
    .where(and(eq(generatedFiles.projectId, projectId), inArray(generatedFiles.path, [...paths])));
}

export async function updateGeneratedFileContent({
  db,
  id,
  content,
  size,
}: {
  db: Db;
  id: number;
  content: string;
  size: number;
}): Promise<GeneratedFileRow | undefined> {
  const rows = await db
    .update(generatedFiles)
    .set({ content, size, userEdited: true, updatedAt: new Date() })
    .where(eq(generatedFiles.id, id))
    .returning();
  return rows[0];
}
