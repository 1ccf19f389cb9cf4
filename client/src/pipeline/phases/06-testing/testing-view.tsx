import { useEffect, useRef, useState } from "react";
import type { Project } from "@domain/api/projects";
import {
  DEFAULT_TEST_FRAMEWORK,
  DEFAULT_TEST_TYPE,
  type TestFramework,
  type TestType,
} from "@domain/api/testing";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/hooks/use-toast";
import { useTranslation } from "@/i18n";
import { CoverageTab } from "./coverage-tab";
import { QA_TOASTS } from "./labels";
import { TestPlanTab } from "./test-plan-tab";
import { TestResultsTab } from "./test-results-tab";
import { TestScriptsTab } from "./test-scripts-tab";
import { TestingForm } from "./testing-form";
import { useTestingActions, useTestingData } from "./use-testing";

type Tab = "plans" | "scripts" | "results" | "coverage";

/** The QA page's body (delivery.md §2.6): the inputs, the three actions and the four tabs. */
export function TestingView({ project }: { project: Project | null }) {
  const { t } = useTranslation();
  const projectId = project?.id ?? null;
  const [tab, setTab] = useState<Tab>("plans");
  const [requirements, setRequirements] = useState("");
  const [implementationCode, setImplementationCode] = useState("");
  const [testType, setTestType] = useState<TestType>(DEFAULT_TEST_TYPE);
  const [framework, setFramework] = useState<TestFramework>(DEFAULT_TEST_FRAMEWORK);
  const data = useTestingData(projectId);
  const tabsRef = useRef<HTMLDivElement>(null);
  // A finished action opens its tab and brings it into view (the form above is tall).
  const actions = useTestingActions(projectId, (next) => {
    setTab(next);
    tabsRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  });

  const stored = data.requirements.data;
  useEffect(() => {
    // Prefilled once with the project's requirements; the user's own text is never replaced.
    if (stored) setRequirements((current) => (current.trim() ? current : stored));
  }, [stored]);

  const cases = data.plan.data?.testCases;
  const needProject = () => {
    if (projectId !== null) return false;
    toast({ title: QA_TOASTS.noProject(), description: QA_TOASTS.noProjectHint(), variant: "destructive" });
    return true;
  };

  const handleGeneratePlan = () => {
    if (projectId === null || !requirements.trim()) {
      toast({ title: QA_TOASTS.missing(), description: QA_TOASTS.missingHint(), variant: "destructive" });
      return;
    }
    actions.plan.mutate({ requirements, implementationCode });
  };
  const handleGenerateScripts = () => {
    if (!needProject()) actions.scripts.mutate({ framework, testType, cases });
  };
  const handleRun = () => {
    if (!needProject()) actions.run.mutate({ testType, cases });
  };

  return (
    <div className="space-y-6">
      <TestingForm
        project={project}
        requirements={requirements}
        onRequirements={setRequirements}
        implementationCode={implementationCode}
        onImplementationCode={setImplementationCode}
        testType={testType}
        onTestType={setTestType}
        framework={framework}
        onFramework={setFramework}
        busy={{
          plan: actions.plan.isPending,
          scripts: actions.scripts.isPending,
          run: actions.run.isPending,
        }}
        onGeneratePlan={handleGeneratePlan}
        onGenerateScripts={handleGenerateScripts}
        onRun={handleRun}
      />
      <Tabs ref={tabsRef} value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          <TabsTrigger value="plans">{t("testing:tabs.plans")}</TabsTrigger>
          <TabsTrigger value="scripts">{t("testing:tabs.scripts")}</TabsTrigger>
          <TabsTrigger value="results">{t("testing:tabs.results")}</TabsTrigger>
          <TabsTrigger value="coverage">{t("testing:tabs.coverage")}</TabsTrigger>
        </TabsList>
        <TabsContent value="plans">
          <TestPlanTab plan={data.plan.data ?? null} loading={data.plan.isLoading} />
        </TabsContent>
        <TabsContent value="scripts">
          <TestScriptsTab scripts={data.scripts.data ?? []} />
        </TabsContent>
        <TabsContent value="results">
          <TestResultsTab run={data.run.data ?? null} running={actions.run.isPending} />
        </TabsContent>
        <TabsContent value="coverage">
          <CoverageTab run={data.run.data ?? null} running={actions.run.isPending} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
