import { ClipboardList } from "lucide-react";
import { useParams } from "wouter";
import { AreaPage } from "@/components/area-page";

export function ChecklistPage() {
  const params = useParams<{ id: string }>();
  return (
    <AreaPage
      title="Requirements Checklist"
      subtitle={`Project ${params.id}`}
      icon={ClipboardList}
      emptyTitle="Requirements checklist"
    >
      {() => <>The requirements checklist for this project has no questions in this version of Specwright.</>}
    </AreaPage>
  );
}
