import { Redirect, Route, Router, Switch } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";
import { caseInsensitiveParser } from "@/lib/route-parser";
import { AgentsPage } from "@/pages/agents-page";
import { AuthPage } from "@/pages/auth-page";
import { ChecklistPage } from "@/pages/checklist-page";
import { CodePage } from "@/pages/code-page";
import { DashboardPage } from "@/pages/dashboard/dashboard-page";
import { DocumentsPage } from "@/pages/documents-page";
import { MeetingsPage } from "@/pages/meetings-page";
import { NotFoundPage } from "@/pages/not-found-page";
import { PreviewPage } from "@/pages/preview-page";
import { RequirementsPage } from "@/pages/requirements-page";
import { SettingsPage } from "@/pages/settings-page";
import { TestingPage } from "@/pages/testing-page";
import { WorkflowPage } from "@/pages/workflow-page";
import { WorkspacePage } from "@/pages/workspace-page";
import { WorkspacePreviewPage } from "@/pages/workspace-preview-page";
import { ProtectedRoute } from "./protected-route";

/** A signed-in user who opens /auth is sent to '/'. */
function AuthRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <div className="flex h-screen items-center justify-center">
        <Spinner className="h-8 w-8" />
      </div>
    );
  }
  return user ? <Redirect to="/" /> : <AuthPage />;
}

export function AppRoutes() {
  return (
    <Router parser={caseInsensitiveParser}>
      <Switch>
        <Route path="/auth" component={AuthRoute} />
        <ProtectedRoute path="/" component={DashboardPage} />
        <ProtectedRoute path="/dashboard" component={DashboardPage} />
        <ProtectedRoute path="/workflow" component={WorkflowPage} />
        <ProtectedRoute path="/requirements" component={RequirementsPage} />
        <ProtectedRoute path="/documents" component={DocumentsPage} />
        <ProtectedRoute path="/code" component={CodePage} />
        <ProtectedRoute path="/meetings" component={MeetingsPage} />
        <ProtectedRoute path="/testing" component={TestingPage} />
        <ProtectedRoute path="/agents" component={AgentsPage} />
        <ProtectedRoute path="/settings" component={SettingsPage} />
        <ProtectedRoute path="/projects/:id/checklist" component={ChecklistPage} />
        <ProtectedRoute path="/projects/:id/workspace" component={WorkspacePage} />
        <ProtectedRoute path="/preview/:projectId?/:appName?" component={PreviewPage} />
        <ProtectedRoute path="/workspace-preview" component={WorkspacePreviewPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Router>
  );
}
