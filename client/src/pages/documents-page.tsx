import { FileText } from "lucide-react";
import { AreaPage } from "@/components/area-page";

export function DocumentsPage() {
  return (
    <AreaPage
      title="Documents"
      subtitle="SRS, system design and technical documents for review and approval"
      icon={FileText}
      emptyTitle="No documents yet"
    >
      {(project) => (
        <>
          {project?.name} has no documents. The SRS is generated from the completed requirements; the system
          design and the three technical documents follow as each is approved.
        </>
      )}
    </AreaPage>
  );
}
