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
          Test plans and test runs are not available in this version of Specwright yet. They run against the
          generated application of {project?.name}, which comes after code generation.
        </>
      )}
    </AreaPage>
  );
}
