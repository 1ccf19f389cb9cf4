import { useQuery } from "@tanstack/react-query";
import {
  fetchAnalysis,
  fetchFiles,
  fetchMultiPass,
  filesKey,
  analysisKey,
  multiPassKey,
  outputDirectoryKey,
} from "./api";

/** The project's generated files (an empty list before the first generation). */
export function useCodeFiles(projectId: number) {
  return useQuery({ queryKey: filesKey(projectId), queryFn: () => fetchFiles(projectId) });
}

/** The measured multi-pass analysis; null while no code exists (the server answers 404). */
export function useMultiPassAnalysis(projectId: number, enabled: boolean) {
  return useQuery({ queryKey: multiPassKey(projectId), queryFn: () => fetchMultiPass(projectId), enabled });
}

/** The measured implementation analysis, loaded when the slide-over opens; null while no code exists. */
export function useImplementationAnalysis(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: analysisKey(projectId),
    queryFn: () => fetchAnalysis(projectId),
    enabled,
    retry: false,
  });
}

/** Where the app was written, as last reported by the server in this session (null when not yet known). */
export function useOutputDirectory(projectId: number): string | null {
  const query = useQuery<string | null>({
    queryKey: outputDirectoryKey(projectId),
    queryFn: () => null,
    // Filled by responses (rememberOutputDirectory), never fetched on its own.
    enabled: false,
    gcTime: Infinity,
  });
  return query.data ?? null;
}
