import { PageShell } from "@/app/shell/page-shell";
import { NoProjectSelected } from "@/components/no-project";
import { useProjects } from "@/hooks/use-selected-project";
import { CodeView } from "@/pipeline/phases/05-code/code-view";

/** /code (delivery.md §2.4): the selected project's generated application and its measured analysis. */
export function CodePage() {
  const { selected, isLoading } = useProjects();
  return (
    <PageShell
      title="Generated Code"
      subtitle={
        selected
          ? `${selected.name}: the application generated from its approved technical documents`
          : "The application generated from the approved technical documents"
      }
    >
      {isLoading ? (
        <p className="text-sm text-muted-foreground">Loading projects...</p>
      ) : selected ? (
        <CodeView key={selected.id} project={selected} />
      ) : (
        <NoProjectSelected />
      )}
    </PageShell>
  );
}
