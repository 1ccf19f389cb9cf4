import { useMutation, useQuery } from "@tanstack/react-query";
import {
  meetingAgendaSchema,
  meetingListSchema,
  meetingSchema,
  type CreateMeetingInput,
  type UpdateMeetingInput,
} from "@domain/api/meetings";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { apiJson, errorText } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** Meeting calls (delivery.md §7; FEATURES J2). */
export const meetingsKey = ["meetings"] as const;

export function useMeetings() {
  return useQuery({
    queryKey: meetingsKey,
    queryFn: async () => meetingListSchema.parse(await apiJson<unknown>("GET", "/api/meetings")).meetings,
  });
}

export const fetchAgenda = async (projectId: number) =>
  meetingAgendaSchema.parse(await apiJson<unknown>("GET", `/api/projects/${projectId}/meeting-agenda`))
    .agenda;

export const icsUrl = (meetingId: number) => `/api/meetings/${meetingId}/ics`;

export function useScheduleMeeting(onDone: () => void) {
  return useMutation({
    retry: false,
    mutationFn: async (input: CreateMeetingInput) =>
      meetingSchema.parse(await apiJson<unknown>("POST", "/api/meetings", input)),
    onSuccess: async (meeting) => {
      toast({ title: t("meetings:toast.scheduled"), description: meeting.title });
      onDone();
      await queryClient.invalidateQueries({ queryKey: meetingsKey });
    },
    onError: (error) =>
      toast({
        title: t("meetings:toast.scheduleFailed"),
        description: errorText(error),
        variant: "destructive",
      }),
  });
}

export function useUpdateMeeting(onDone?: () => void) {
  return useMutation({
    retry: false,
    mutationFn: async ({ id, changes }: { id: number; changes: UpdateMeetingInput }) =>
      meetingSchema.parse(await apiJson<unknown>("PATCH", `/api/meetings/${id}`, changes)),
    onSuccess: async (meeting, { changes }) => {
      const title =
        changes.status === "completed"
          ? t("meetings:toast.completed")
          : changes.status === "cancelled"
            ? t("meetings:toast.cancelled")
            : changes.notes !== undefined && Object.keys(changes).length === 1
              ? t("meetings:toast.notesSaved")
              : t("meetings:toast.updated");
      toast({ title, description: meeting.title });
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: meetingsKey });
    },
    onError: (error) =>
      toast({
        title: t("meetings:toast.updateFailed"),
        description: errorText(error),
        variant: "destructive",
      }),
  });
}
