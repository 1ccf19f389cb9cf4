import { Save } from "lucide-react";
import { useState } from "react";
import {
  AUTO_SAVE_MAX_SECONDS,
  AUTO_SAVE_MIN_SECONDS,
  LANGUAGE_NAMES,
  LANGUAGES,
  THEMES,
  type Language,
  type Settings,
  type Theme,
} from "@domain/api/settings";
import { PageShell } from "@/app/shell/page-shell";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useAuth } from "@/hooks/use-auth";
import { useNotifications } from "@/hooks/use-notifications";
import { useSaveSettings, useSettings } from "@/hooks/use-settings";
import { t, useTranslation } from "@/i18n";

/** The auto-save interval's problem, or null when it is a whole number of seconds from 1 to 300 (§5). */
export function intervalProblem(text: string): string | null {
  const value = Number(text);
  if (
    text.trim() === "" ||
    !Number.isInteger(value) ||
    value < AUTO_SAVE_MIN_SECONDS ||
    value > AUTO_SAVE_MAX_SECONDS
  )
    return t("settings:editing.intervalProblem", {
      min: AUTO_SAVE_MIN_SECONDS,
      max: AUTO_SAVE_MAX_SECONDS,
    });
  return null;
}

function SettingsForm({ saved }: { saved: Settings }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const [interval, setIntervalText] = useState(String(saved.autoSaveInterval));
  const [theme, setTheme] = useState<Theme>(saved.theme);
  const [language, setLanguage] = useState<Language>(saved.language);
  const [notifications, setNotifications] = useState(saved.notificationsEnabled);
  const [email, setEmail] = useState(saved.emailNotifications);
  const [address, setAddress] = useState(saved.notificationEmail);
  const emailAvailable = useNotifications(null).data?.emailAvailable;
  const problem = intervalProblem(interval);
  const addressProblem = email && address.trim() === "" ? t("settings:notifications.addressNeeded") : null;

  const onSave = () => {
    if (problem || addressProblem) return;
    save.mutate({
      autoSaveInterval: Number(interval),
      theme,
      language,
      notificationsEnabled: notifications,
      emailNotifications: email,
      notificationEmail: address.trim(),
    });
  };

  return (
    <form
      className="grid max-w-2xl gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      data-testid="settings-form"
    >
      <Card>
        <CardHeader>
          <CardTitle>{t("settings:editing.title")}</CardTitle>
          <CardDescription>{t("settings:editing.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-1.5">
          <Label htmlFor="auto-save-interval">{t("settings:editing.intervalLabel")}</Label>
          <Input
            id="auto-save-interval"
            type="number"
            inputMode="numeric"
            min={AUTO_SAVE_MIN_SECONDS}
            max={AUTO_SAVE_MAX_SECONDS}
            step={1}
            value={interval}
            onChange={(e) => setIntervalText(e.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? "auto-save-problem" : undefined}
            className="w-32"
          />
          {problem && (
            <p id="auto-save-problem" className="text-sm text-destructive">
              {problem}
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("settings:appearance.title")}</CardTitle>
          <CardDescription>{t("settings:appearance.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <Label htmlFor="settings-theme">{t("settings:appearance.theme")}</Label>
            <Select value={theme} onValueChange={(v) => setTheme(v as Theme)}>
              <SelectTrigger id="settings-theme" data-testid="settings-theme">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {THEMES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {t(`settings:themes.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor="settings-language">{t("settings:appearance.language")}</Label>
            <Select value={language} onValueChange={(v) => setLanguage(v as Language)}>
              <SelectTrigger id="settings-language" data-testid="settings-language">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LANGUAGES.map((l) => (
                  <SelectItem key={l} value={l}>
                    {LANGUAGE_NAMES[l]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p className="text-xs text-muted-foreground">{t("settings:appearance.languageDescription")}</p>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("settings:notifications.title")}</CardTitle>
          <CardDescription>{t("settings:notifications.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={notifications}
                onChange={(e) => setNotifications(e.target.checked)}
                data-testid="settings-notifications"
              />
              {t("settings:notifications.inApp")}
            </label>
            <p className="pl-6 text-xs text-muted-foreground">{t("settings:notifications.inAppHelp")}</p>
          </div>
          <div className="grid gap-1">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={email}
                // Without SMTP the switch can be turned off, never on.
                disabled={!notifications || (emailAvailable === false && !email)}
                onChange={(e) => setEmail(e.target.checked)}
                data-testid="settings-email-notifications"
              />
              {t("settings:notifications.email")}
            </label>
            <p className="pl-6 text-xs text-muted-foreground" data-testid="settings-email-help">
              {emailAvailable === false
                ? t("settings:notifications.emailUnavailable")
                : !notifications
                  ? t("settings:notifications.emailNeedsNotifications")
                  : t("settings:notifications.emailHelp")}
            </p>
          </div>
          {(email || address !== "") && (
            <div className="grid gap-1.5 sm:max-w-sm">
              <Label htmlFor="notification-email">{t("settings:notifications.address")}</Label>
              <Input
                id="notification-email"
                type="email"
                autoComplete="email"
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                aria-invalid={addressProblem !== null}
                aria-describedby={addressProblem ? "notification-email-problem" : undefined}
              />
              {addressProblem && (
                <p id="notification-email-problem" className="text-xs text-destructive" role="alert">
                  {addressProblem}
                </p>
              )}
            </div>
          )}
        </CardContent>
      </Card>
      <Button
        type="submit"
        className="w-fit"
        disabled={save.isPending || problem !== null || addressProblem !== null}
        data-testid="settings-save"
      >
        <Save aria-hidden /> {save.isPending ? t("settings:saving") : t("settings:save")}
      </Button>
    </form>
  );
}

/** /settings (delivery.md §2.14): the auto-save interval, theme, language and notification switches, and Save. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const settings = useSettings();
  return (
    <PageShell
      title={t("settings:title")}
      subtitle={
        user
          ? t("settings:subtitleUser", { name: user.name, username: user.username })
          : t("settings:subtitle")
      }
    >
      {settings.isPending ? (
        <p className="text-sm text-muted-foreground">{t("settings:loading")}</p>
      ) : settings.isError || !settings.data ? (
        <p className="text-sm text-destructive" role="alert">
          {t("settings:loadError")}
        </p>
      ) : (
        <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
    </PageShell>
  );
}
