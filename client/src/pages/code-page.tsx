import { Code2 } from "lucide-react";
import { AreaPage } from "@/components/area-page";

export function CodePage() {
  return (
    <AreaPage
      title="Generated Code"
      subtitle="The application generated from the approved technical documents"
      icon={Code2}
      emptyTitle="No generated code yet"
    >
      {(project) => (
        <>
          Code for {project?.name} is generated once its three technical documents (database design, API
          specification, frontend architecture) are approved.
        </>
      )}
    </AreaPage>
  );
}
