import { FolderOpen } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { EmptyState } from "./empty-state";

/** platform.md §2: shown where a page needs a project and none is selected. */
export function NoProjectSelected() {
  return (
    <EmptyState
      icon={FolderOpen}
      title="No project selected"
      action={
        <Button asChild>
          <Link href="/">Go to the Dashboard</Link>
        </Button>
      }
    >
      No project selected. Please select a project from the Dashboard.
    </EmptyState>
  );
}
