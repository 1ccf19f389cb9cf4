import type { ComponentType } from "react";
import { Redirect, Route } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";

/** platform.md §2: a centred spinner while the user loads; no user → /auth; otherwise the page. */
export function ProtectedRoute({ path, component: Component }: { path: string; component: ComponentType }) {
  const { user, isLoading } = useAuth();
  return (
    <Route path={path}>
      {isLoading ? (
        <div className="flex h-screen items-center justify-center">
          <Spinner className="h-8 w-8" />
        </div>
      ) : user ? (
        <Component />
      ) : (
        <Redirect to="/auth" />
      )}
    </Route>
  );
}
