import { Settings } from "lucide-react";
import { AreaPage } from "@/components/area-page";
import { useAuth } from "@/hooks/use-auth";

export function SettingsPage() {
  const { user } = useAuth();
  return (
    <AreaPage
      title="Settings"
      subtitle="Your account and preferences"
      icon={Settings}
      emptyTitle="Account"
      needsProject={false}
    >
      {() => (
        <>
          Signed in as <strong>{user?.name}</strong> (@{user?.username}). Changing preferences (auto-save
          interval, theme, language, notifications) is not available in this version of Specwright yet; the
          checklist saves your edits 5 seconds after you stop.
        </>
      )}
    </AreaPage>
  );
}
