import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { DEFAULT_SETTINGS, settingsSchema, type Settings, type SettingsUpdate } from "@domain/api/settings";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { apiJson, errorText } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { applyLanguage, t } from "@/i18n";
import { applyTheme, watchSystemTheme } from "@/lib/theme";

/** The signed-in user's settings (delivery.md §2.14, §7); queried only when a user exists (§2). */
export const SETTINGS_KEY = ["/api/settings"] as const;

export function useSettings() {
  const { user } = useAuth();
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => settingsSchema.parse(await apiJson<unknown>("GET", "/api/settings")),
    enabled: user != null,
  });
}

/** The settings in effect: the saved ones, or the defaults while they load (or without a user). */
export function useEffectiveSettings(): Settings {
  return useSettings().data ?? DEFAULT_SETTINGS;
}

/** PUT /api/settings; a failure shows 'Error saving settings' with the reason (§8). */
export function useSaveSettings() {
  return useMutation({
    retry: false,
    mutationFn: async (changes: SettingsUpdate) =>
      settingsSchema.parse(await apiJson<unknown>("PUT", "/api/settings", changes)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      // The confirmation speaks the language just chosen.
      await applyLanguage(saved.language);
      toast({ title: t("components:settings.saved") });
    },
    onError: (error) =>
      toast({
        title: t("components:settings.saveFailed"),
        description: errorText(error),
        variant: "destructive",
      }),
  });
}

/** Applies the saved theme at once, and follows the system's while it is "system". */
export function useThemeSync(): void {
  const { data } = useSettings();
  const theme = data?.theme;
  useEffect(() => {
    if (theme === undefined) return;
    applyTheme(theme);
    return theme === "system" ? watchSystemTheme(() => applyTheme("system")) : undefined;
  }, [theme]);
}

/** Switches the whole interface to the saved language as soon as the settings load, and whenever it changes. */
export function useLanguageSync(): void {
  const { data } = useSettings();
  const language = data?.language;
  useEffect(() => {
    if (language !== undefined) void applyLanguage(language);
  }, [language]);
}
