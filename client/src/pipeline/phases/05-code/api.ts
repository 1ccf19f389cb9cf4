import { z } from "zod";
import {
  codeGenerationResultSchema,
  executePassResultSchema,
  type CodeGenerationResult,
  type ExecutePassResult,
  type GeneratedCodeFile,
  type ImplementationAnalysis,
  type MultiPassAnalysis,
  type PassNumber,
} from "@domain/api/code";
import { jobSummarySchema, type JobSummary } from "@domain/api/jobs";
import { t } from "@/i18n";
import { ApiError, apiJson, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { jobsKey } from "@/pipeline/documents/api";

/** Every query of this page sits under ["code", projectId], so one invalidation refreshes the page. */
export const codeKey = (projectId: number) => ["code", projectId] as const;
export const filesKey = (projectId: number) => ["code", projectId, "files"] as const;
export const multiPassKey = (projectId: number) => ["code", projectId, "multi-pass"] as const;
export const analysisKey = (projectId: number) => ["code", projectId, "implementation-analysis"] as const;
/** The last output directory the server reported (the GET routes do not carry it). */
export const outputDirectoryKey = (projectId: number) => ["code", projectId, "output-directory"] as const;

export const downloadFileUrl = (fileId: number) => `/api/generated-code-files/${fileId}/download`;

export const fetchFiles = (projectId: number) =>
  apiJson<GeneratedCodeFile[]>("GET", `/api/generated-code-files?projectId=${projectId}`);

const withOutputDirectory = z.object({ outputDirectory: z.string().min(1) });

/** Remembers where the app was written, from any response that names it. */
export function rememberOutputDirectory(projectId: number, value: unknown): void {
  const parsed = withOutputDirectory.safeParse(value);
  if (parsed.success) queryClient.setQueryData(outputDirectoryKey(projectId), parsed.data.outputDirectory);
}

/** A GET that answers 404 before any code exists: null then, the error otherwise. */
async function getOrNull<T>(projectId: number, url: string): Promise<T | null> {
  try {
    const data = await apiJson<T>("GET", url);
    rememberOutputDirectory(projectId, data);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const fetchMultiPass = (projectId: number) =>
  getOrNull<MultiPassAnalysis>(projectId, `/api/projects/${projectId}/multi-pass-analysis`);

export const fetchAnalysis = (projectId: number) =>
  getOrNull<ImplementationAnalysis>(projectId, `/api/projects/${projectId}/implementation-analysis`);

/** A call that runs a job: its result, or (202) the job still running when the server stopped waiting. */
export type Started<T> = { done: true; result: T } | { done: false; job: JobSummary | null };

const acceptedSchema = z.object({ job: jobSummarySchema });

async function startJob<T>(url: string, body: unknown, schema: z.ZodType<T>): Promise<Started<T>> {
  const res = await apiRequest("POST", url, body);
  const json: unknown = await res.json();
  if (res.status === 202) {
    const accepted = acceptedSchema.safeParse(json);
    return { done: false, job: accepted.success ? accepted.data.job : null };
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new Error(t("code:errors.unexpectedAnswer"));
  return { done: true, result: result.data };
}

export const generateCode = (projectId: number, overwriteUserEdits: boolean) =>
  startJob<CodeGenerationResult>(
    `/api/projects/${projectId}/generate-code-v4`,
    overwriteUserEdits ? { overwriteUserEdits: true } : {},
    codeGenerationResultSchema,
  );

export const executePass = (
  projectId: number,
  passNumber: PassNumber,
  analysisResult: MultiPassAnalysis | null,
  overwriteUserEdits: boolean,
) =>
  startJob<ExecutePassResult>(
    `/api/projects/${projectId}/execute-pass`,
    { passNumber, analysisResult, ...(overwriteUserEdits ? { overwriteUserEdits: true } : {}) },
    executePassResultSchema,
  );

export const saveFile = (fileId: number, content: string) =>
  apiJson<GeneratedCodeFile>("PUT", `/api/generated-code-files/${fileId}`, { content });

const editedConflict = z.object({ message: z.string(), userEditedFiles: z.array(z.string()) });

/**
 * The files the user edited that a generation would replace, from its 409 answer; null for any other error
 * (the other 409, missing approvals, is plain text).
 */
export function userEditedFilesOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const prefix = `${error.status}: `;
  const text = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  try {
    const parsed = editedConflict.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.userEditedFiles : null;
  } catch {
    return null;
  }
}

/** After generation, a pass or an edit: every code query of the project, and its jobs. */
export async function refreshCode(projectId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: codeKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: jobsKey(projectId) }),
  ]);
}
