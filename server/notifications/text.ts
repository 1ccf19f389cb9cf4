import i18next, { type TFunction } from "i18next";
import type { Language } from "../../domain/api/settings";
import {
  noticeSentenceParts,
  type NotificationKind,
  type NotificationOutcome,
  type NotificationParams,
} from "../../domain/api/notifications";
import de from "../../client/src/i18n/locales/de/notifications.json";
import en from "../../client/src/i18n/locales/en/notifications.json";
import es from "../../client/src/i18n/locales/es/notifications.json";
import fr from "../../client/src/i18n/locales/fr/notifications.json";

/*
 * A notification's words for e-mail, in the reader's language, from the interface's own catalogue (the bell shows
 * the same sentence), so the two never drift apart.
 */

const server = i18next.createInstance();
void server.init({
  resources: {
    en: { notifications: en },
    es: { notifications: es },
    fr: { notifications: fr },
    de: { notifications: de },
  },
  lng: "en",
  fallbackLng: "en",
  defaultNS: "notifications",
  interpolation: { escapeValue: false },
  initAsync: false,
});

export interface NoticeText {
  kind: NotificationKind;
  outcome: NotificationOutcome;
  params: NotificationParams;
}

/** The one-line sentence the bell shows, in `language`. */
export function noticeSentence(notice: NoticeText, t: TFunction): string {
  const { key, values } = noticeSentenceParts(notice, (k: string) => t(k));
  return t(key, values);
}

/** The e-mail for a notification: subject is the sentence; the body adds the reason and where to look. */
export function noticeEmail(
  notice: NoticeText & { link: string | null },
  language: Language,
  publicUrl: string | undefined,
): { subject: string; text: string } {
  const t = server.getFixedT(language, "notifications");
  const subject = noticeSentence(notice, t);
  const lines = [subject, ""];
  if (notice.params.error) lines.push(t("notifications:email.reason", { error: notice.params.error }), "");
  lines.push(
    publicUrl && notice.link
      ? t("notifications:email.open", { url: new URL(notice.link, publicUrl).toString() })
      : t("notifications:email.openPage"),
    "",
    "--",
    t("notifications:email.footer"),
  );
  return { subject: `Specwright: ${subject}`, text: lines.join("\n") };
}
