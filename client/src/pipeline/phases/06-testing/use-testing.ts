import { useMutation, useQuery } from "@tanstack/react-query";
import type { TestCase, TestFramework, TestScript, TestType } from "@domain/api/testing";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { formatters } from "@/i18n/format";
import { errorText } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import {
  executeTests,
  fetchLatestRun,
  fetchPlan,
  fetchRequirementsText,
  generatePlan,
  generateScripts,
  planKey,
  requirementsKey,
  runKey,
  scriptsKey,
} from "./api";
import { QA_TOASTS } from "./labels";

/** The stored plan, the latest run, the last scripts and the requirements text of the project. */
export function useTestingData(projectId: number | null) {
  const id = projectId ?? 0;
  const enabled = projectId !== null;
  const plan = useQuery({ queryKey: planKey(id), queryFn: () => fetchPlan(id), enabled });
  const run = useQuery({ queryKey: runKey(id), queryFn: () => fetchLatestRun(id), enabled });
  const scripts = useQuery<TestScript[]>({
    queryKey: scriptsKey(id),
    queryFn: () => [],
    enabled,
    staleTime: Infinity,
  });
  const requirements = useQuery({
    queryKey: requirementsKey(id),
    queryFn: () => fetchRequirementsText(id),
    enabled,
    staleTime: Infinity,
  });
  return { plan, run, scripts, requirements };
}

function failed(title: string) {
  return (error: unknown) => toast({ title, description: errorText(error), variant: "destructive" });
}

/** Generate Test Plan / Generate Test Scripts / Run Tests, each with the spec's toasts. */
export function useTestingActions(
  projectId: number | null,
  onDone: (tab: "plans" | "scripts" | "results") => void,
) {
  const id = projectId ?? 0;
  const plan = useMutation({
    mutationFn: (input: { requirements: string; implementationCode: string }) =>
      generatePlan(id, input.requirements, input.implementationCode),
    onSuccess: (result) => {
      queryClient.setQueryData(planKey(id), result);
      onDone("plans");
    },
    onError: (error) => failed(QA_TOASTS.planFailed())(error),
  });
  const scripts = useMutation({
    mutationFn: (input: { framework: TestFramework; testType: TestType; cases?: TestCase[] }) =>
      generateScripts(id, input.framework, input.testType, input.cases),
    onSuccess: async (result) => {
      queryClient.setQueryData(scriptsKey(id), result);
      onDone("scripts");
      // The scripts are files of the app now: the Generated Code page shows them.
      await queryClient.invalidateQueries({ queryKey: ["code", id] });
    },
    onError: (error) => failed(QA_TOASTS.scriptsFailed())(error),
  });
  const run = useMutation({
    mutationFn: (input: { testType: TestType; cases?: TestCase[] }) =>
      executeTests(id, input.testType, input.cases),
    onSuccess: (result) => {
      queryClient.setQueryData(runKey(id), result);
      onDone("results");
      if (result?.status === "passed")
        toast({
          title: QA_TOASTS.unitPassed(),
          description: t("testing:toasts.passedIn", {
            count: result.executionSummary.passed,
            time: formatters().number(result.executionSummary.executionTime),
          }),
        });
      else if (result?.status === "error")
        failed(QA_TOASTS.runFailed())(new Error(result.error ?? t("testing:toasts.didNotRun")));
    },
    onError: (error) => failed(QA_TOASTS.runFailed())(error),
  });
  return { plan, scripts, run };
}
