import { FlaskConical } from "lucide-react";
import { AreaPage } from "@/components/area-page";

export function TestingPage() {
  return (
    <AreaPage
      title="AI-Augmented QA Testing"
      subtitle="Test plans, scripts, real test runs and coverage"
      icon={FlaskConical}
      emptyTitle="Nothing to test yet"
    >
      {(project) => (
        <>
          Tests run against the generated application of {project?.name}. Generate its code first; test plans,
          scripts and results appear here.
        </>
      )}
    </AreaPage>
  );
}
