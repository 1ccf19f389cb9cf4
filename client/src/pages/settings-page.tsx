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
          Signed in as <strong>{user?.name}</strong> (@{user?.username}). Preferences such as the auto-save
          interval (default 5 seconds), theme and language are kept with your account once saved here.
        </>
      )}
    </AreaPage>
  );
}
