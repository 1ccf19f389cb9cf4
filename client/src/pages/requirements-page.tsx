import { ListChecks } from "lucide-react";
import { AreaPage } from "@/components/area-page";

export function RequirementsPage() {
  return (
    <AreaPage
      title="Requirements"
      subtitle="What the application must do, gathered by checklist or chat"
      icon={ListChecks}
      emptyTitle="No requirements yet"
    >
      {(project) => (
        <>
          Requirements for {project?.name} will be listed here with their ids (FR, NFR, US) once they are
          gathered through the checklist or the chat.
        </>
      )}
    </AreaPage>
  );
}
