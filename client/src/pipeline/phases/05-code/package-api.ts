import { packageResultSchema, type PackageResult } from "@domain/api/package";
import { t } from "@/i18n";
import { ApiError, apiRequest } from "@/lib/api";

export interface PackageOptions {
  includeDatabase: boolean;
  includeSampleData: boolean;
}

/** Raised by createPackage: the spec's message (delivery.md §8) with the server's reason as the detail. */
export class PackageError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/**
 * POST /api/projects/{id}/package (delivery.md §7, §9: the framework is always react). A non-OK response raises
 * 'HTTP error! status: {code}'; `success: false` raises the returned error.
 */
export async function createPackage(projectId: number, options: PackageOptions): Promise<PackageResult> {
  let res: Response;
  try {
    res = await apiRequest("POST", `/api/projects/${projectId}/package`, { ...options, framework: "react" });
  } catch (error) {
    if (error instanceof ApiError)
      throw new PackageError(t("code:errors.httpStatus", { status: error.status }), error.serverMessage);
    throw error;
  }
  const result = packageResultSchema.parse(await res.json());
  if (!result.success) throw new PackageError(result.error ?? t("code:errors.packageFailed"));
  return result;
}
