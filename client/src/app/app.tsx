import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AuthProvider } from "@/hooks/use-auth";
import { useLanguageSync, useThemeSync } from "@/hooks/use-settings";
import { queryClient } from "@/lib/query-client";
import { AppRoutes } from "./routes";

/** Applies the user's theme and language as soon as the settings load, and whenever they change. */
function SettingsSync() {
  useThemeSync();
  useLanguageSync();
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SettingsSync />
        <TooltipProvider>
          <AppRoutes />
          <Toaster />
        </TooltipProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
