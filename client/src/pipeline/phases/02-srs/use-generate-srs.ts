import { useMutation } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { refreshDocuments } from "@/pipeline/documents/api";
import { MESSAGES, refusal } from "@/pipeline/documents/messages";
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
              ? `SRS version ${result.document.version} generated`
              : "SRS generated",
          description:
            result.document.version > 1
              ? "Documents made from the previous version are marked outdated until they are regenerated."
              : "Review the document, then approve and sign it off.",
        });
      else toast({ title: "Generating the SRS", description: "The Requirements AI is writing it now." });
      onDone?.(result);
      await refreshDocuments(projectId);
    },
    onError: (error) =>
      toast({
        title: MESSAGES.srsGenerate,
        description: refusal(error) ?? MESSAGES.srsGenerateHint,
        variant: "destructive",
      }),
  });
}
