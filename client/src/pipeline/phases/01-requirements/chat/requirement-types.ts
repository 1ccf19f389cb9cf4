import type { RequirementType } from "@domain/api/requirements";
import { useTranslation } from "@/i18n";

/**
 * How each requirement type, priority and source is named (the SRS Progress panel, the list badges, the table
 * headings), in the interface's language; the component renders again when the language changes.
 */
export function useRequirementLabels() {
  const { t } = useTranslation();
  const types: Record<RequirementType, { progress: string; badge: string; heading: string }> = {
    functional: {
      progress: t("requirements:types.functional.progress"),
      badge: t("requirements:types.functional.badge"),
      heading: t("requirements:types.functional.heading"),
    },
    "non-functional": {
      progress: t("requirements:types.nonFunctional.progress"),
      badge: t("requirements:types.nonFunctional.badge"),
      heading: t("requirements:types.nonFunctional.heading"),
    },
    "user-story": {
      progress: t("requirements:types.userStory.progress"),
      badge: t("requirements:types.userStory.badge"),
      heading: t("requirements:types.userStory.heading"),
    },
  };
  const priorities = {
    must: t("requirements:priority.must"),
    should: t("requirements:priority.should"),
    could: t("requirements:priority.could"),
  } as const;
  const sources = {
    chat: t("requirements:source.chat"),
    checklist: t("requirements:source.checklist"),
    user: t("requirements:source.user"),
  } as const;
  return { types, priorities, sources };
}
