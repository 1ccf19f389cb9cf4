import { Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { Meeting } from "@domain/api/meetings";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input, Label, Textarea } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { useTranslation } from "@/i18n";
import { errorText } from "@/lib/api";
import { fetchAgenda, useScheduleMeeting, useUpdateMeeting } from "./api";

/** A date as the datetime-local input shows it, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Attendees typed one per line or separated by commas. */
export function parseAttendees(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,]/)
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Scheduling a meeting about the selected project, or changing (rescheduling) one: title, date and time,
 * attendees and the agenda, which can be drafted from the project's state and then edited.
 */
export function MeetingForm(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: { id: number; name: string };
  meeting?: Meeting;
}) {
  const { t } = useTranslation();
  const { meeting } = props;
  const [title, setTitle] = useState(
    meeting?.title ?? t("meetings:form.defaultTitle", { project: props.project.name }),
  );
  const [when, setWhen] = useState(meeting ? toLocalInput(meeting.scheduledAt) : "");
  const [attendees, setAttendees] = useState(meeting?.attendees.join("\n") ?? "");
  const [agenda, setAgenda] = useState(meeting?.description ?? "");
  const [drafting, setDrafting] = useState(false);
  const close = () => props.onOpenChange(false);
  const schedule = useScheduleMeeting(close);
  const update = useUpdateMeeting(close);
  const pending = schedule.isPending || update.isPending;
  const whenValid = when !== "" && !Number.isNaN(new Date(when).getTime());

  const draft = async () => {
    setDrafting(true);
    try {
      setAgenda(await fetchAgenda(props.project.id));
    } catch (error) {
      toast({
        title: t("meetings:toast.draftFailed"),
        description: errorText(error),
        variant: "destructive",
      });
    } finally {
      setDrafting(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!whenValid || title.trim() === "") return;
    const fields = {
      title: title.trim(),
      description: agenda,
      scheduledAt: new Date(when).toISOString(),
      attendees: parseAttendees(attendees),
    };
    if (meeting) update.mutate({ id: meeting.id, changes: fields });
    else schedule.mutate({ projectId: props.project.id, ...fields });
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-xl">
        <form onSubmit={submit} className="grid gap-4" data-testid="meeting-form">
          <DialogHeader>
            <DialogTitle>{meeting ? t("meetings:form.changeTitle") : t("meetings:schedule")}</DialogTitle>
            <DialogDescription>{t("meetings:form.about", { project: props.project.name })}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="meeting-title">{t("meetings:form.title")}</Label>
            <Input
              id="meeting-title"
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="meeting-when">{t("meetings:form.when")}</Label>
            <Input
              id="meeting-when"
              type="datetime-local"
              value={when}
              onChange={(e) => setWhen(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="meeting-attendees">{t("meetings:form.attendees")}</Label>
            <Textarea
              id="meeting-attendees"
              rows={2}
              value={attendees}
              onChange={(e) => setAttendees(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor="meeting-agenda">{t("meetings:form.agenda")}</Label>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => void draft()}
                disabled={drafting}
              >
                <Sparkles aria-hidden /> {drafting ? t("meetings:form.drafting") : t("meetings:form.draft")}
              </Button>
            </div>
            <Textarea
              id="meeting-agenda"
              rows={8}
              value={agenda}
              onChange={(e) => setAgenda(e.target.value)}
              className="font-mono text-xs"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t("common:actions.cancel")}
            </Button>
            <Button type="submit" disabled={pending || !whenValid || title.trim() === ""}>
              {pending
                ? t("meetings:form.saving")
                : meeting
                  ? t("meetings:form.saveChanges")
                  : t("meetings:schedule")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
