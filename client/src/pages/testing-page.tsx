import { PageShell } from "@/app/shell/page-shell";
import { useProjects } from "@/hooks/use-selected-project";
import { TestingView } from "@/pipeline/phases/06-testing/testing-view";

/** /testing (delivery.md §2.6): QA of the selected project's generated app: plans, scripts, real runs, coverage. */
export function TestingPage() {
  const { selected, isLoading } = useProjects();
  return (
    <PageShell
      title="AI-Augmented QA Testing"
      subtitle={
        selected
          ? `${selected.name}: test plans, test scripts, real test runs and coverage of the generated app`
          : "Test plans, test scripts, real test runs and coverage of the generated app"
      }
    >
      {isLoading ? (
        <p className="text-sm text-muted-foreground">Loading projects...</p>
      ) : (
        <TestingView key={selected?.id ?? "none"} project={selected} />
      )}
    </PageShell>
  );
}
