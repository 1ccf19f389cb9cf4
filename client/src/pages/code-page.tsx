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
          Code generation is not available in this version of Specwright yet. It will write the application of{" "}
          {project?.name} from its three approved technical documents (database design, API specification and
          frontend architecture).
        </>
      )}
    </AreaPage>
  );
}
