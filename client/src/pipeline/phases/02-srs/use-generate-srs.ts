import { useMutation } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { formatters } from "@/i18n/format";
import { refreshDocuments } from "@/pipeline/documents/api";
import { documentMessages, refusal } from "@/pipeline/documents/messages";
import { generateSrs, type SrsGenerationResult } from "@/pipeline/documents/srs-generation";
import { rememberJob } from "@/pipeline/documents/use-document-jobs";

/**
 * POST generate-srs-from-checklist (delivery.md §2.1): refused until the checklist is complete; failures show
 * 'Failed to generate SRS document' with the server's reason or the spec's hint.
 */
export function useGenerateSrs(projectId: number, onDone?: (result: SrsGenerationResult) => void) {
  return useMutation({
    retry: false,
    mutationFn: () => generateSrs(projectId),
    onSuccess: async (result) => {
      rememberJob(projectId, result.job);
      if (result.document)
        toast({
          title:
            result.document.version > 1
              ? t("documents:toasts.srsVersionGeneratedTitle", {
                  version: formatters().number(result.document.version),
                })
              : t("documents:toasts.srsGeneratedTitle"),
          description:
            result.document.version > 1
              ? t("documents:toasts.srsVersionGeneratedDescription")
              : t("documents:toasts.srsGeneratedDescription"),
        });
      else
        toast({
          title: t("documents:toasts.srsGeneratingTitle"),
          description: t("documents:toasts.srsGeneratingDescription"),
        });
      onDone?.(result);
      await refreshDocuments(projectId);
    },
    onError: (error) => {
      const messages = documentMessages();
      toast({
        title: messages.srsGenerate,
        description: refusal(error) ?? messages.srsGenerateHint,
        variant: "destructive",
      });
    },
  });
}
