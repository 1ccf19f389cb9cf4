import { EMBEDDED } from "../../domain/api/ai";
import path from "node:path";
import type { GeneratedCodeFile } from "../../domain/api/code";
import type { Db } from "../db/client";
import {
  getGeneratedFileForOwner,
  listGeneratedFiles,
  updateCodeGeneration,
  updateGeneratedFileContent,
} from "../db/queries/code";
import type { GeneratedFileRow, ProjectRow } from "../db/schema";
import { AppError } from "../http/errors";
import type { Jobs } from "../pipeline/orchestrator";
import { AppFolderBusyError, writeProjectFiles } from "./app-folder";
import { announce, CODE_TYPECHECK_JOB, type CodeSettings } from "./code";

/** The generated files as the API shows them, and the user's edits (saved, written and type-checked again). */

export function presentCodeFile(row: GeneratedFileRow): GeneratedCodeFile {
  return {
    id: row.id,
    name: path.posix.basename(row.path),
    type: "file",
    path: row.path,
    language: row.language as GeneratedCodeFile["language"],
    size: row.size,
    lastModified: row.updatedAt.toISOString(),
    content: row.content,
    pass: row.pass,
    userEdited: row.userEdited,
    generatedBy: row.generatedBy ?? EMBEDDED,
    implements: row.implements as GeneratedCodeFile["implements"],
  };
}

/** GET generated-code-files?projectId=: the project's files (an empty list before generation). */
export async function listCodeFiles(db: Db, project: ProjectRow): Promise<GeneratedCodeFile[]> {
  return (await listGeneratedFiles({ db, projectId: project.id })).map(presentCodeFile);
}

/** A file of the user's, or the same 404 as a missing one. */
export async function ownedCodeFile(db: Db, fileId: number, ownerId: number) {
  const found = await getGeneratedFileForOwner({ db, id: fileId, ownerId });
  if (!found) throw new AppError("not_found:file", "File not found");
  return found;
}

/**
 * PUT generated-code-files/{id}: saves the user's edit (database and app folder) and type-checks again. A burst
 * of edits shares one queued type-check per project (it reads the files when it starts, so it sees the last
 * edit); an owner over the job cap gets the 429 before anything is saved.
 */
export async function saveCodeFileEdit(deps: {
  db: Db;
  jobs: Jobs;
  settings: CodeSettings;
  fileId: number;
  ownerId: number;
  content: string;
}): Promise<GeneratedCodeFile> {
  const { db, jobs, settings } = deps;
  const { file } = await ownedCodeFile(db, deps.fileId, deps.ownerId);
  const typecheck = {
    projectId: file.projectId,
    kind: CODE_TYPECHECK_JOB,
    input: { projectId: file.projectId },
    coalesce: true,
  };
  if (settings.typecheck) await jobs.admit(typecheck);
  const size = Buffer.byteLength(deps.content, "utf8");
  const updated = await updateGeneratedFileContent({ db, id: file.id, content: deps.content, size });
  if (!updated) throw new AppError("not_found:file", "File not found");
  try {
    writeProjectFiles(settings.dataDir, file.projectId, [{ path: file.path, content: deps.content }]);
  } catch (error) {
    if (error instanceof AppFolderBusyError) throw new AppError("conflict:file", error.message);
    throw error;
  }
  await updateCodeGeneration({ db, projectId: file.projectId, changes: { filesChangedAt: new Date() } });
  if (settings.typecheck) await jobs.enqueue(typecheck);
  announce(db, file.projectId);
  return presentCodeFile(updated);
}
