import { CalendarPlus, CheckCircle2, Download, Pencil, XCircle } from "lucide-react";
import { useState } from "react";
import type { Meeting } from "@domain/api/meetings";
import { PageShell } from "@/app/shell/page-shell";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Label, Textarea } from "@/components/ui/input";
import { useProjects } from "@/hooks/use-selected-project";
import { useFormat, useTranslation } from "@/i18n";
import { icsUrl, useMeetings, useUpdateMeeting } from "@/pipeline/meetings/api";
import { MeetingForm } from "@/pipeline/meetings/meeting-form";

/** Upcoming: still scheduled and not yet an hour past its start. Past: the rest, newest first. */
export function splitMeetings(meetings: readonly Meeting[], now: number) {
  const upcoming = meetings.filter(
    (m) => m.status === "scheduled" && Date.parse(m.scheduledAt) >= now - 60 * 60_000,
  );
  const past = meetings.filter((m) => !upcoming.includes(m)).reverse();
  return { upcoming, past };
}

const STATUS_VARIANT = { scheduled: "default", completed: "success", cancelled: "muted" } as const;

/** A meeting's date and time in the interface's language; empty for a date that cannot be read. */
function useMeetingTime() {
  const format = useFormat();
  return (iso: string) => (Number.isNaN(Date.parse(iso)) ? "" : format.dateTime(iso));
}

function MeetingCard({ meeting, onEdit }: { meeting: Meeting; onEdit: (m: Meeting) => void }) {
  const { t } = useTranslation();
  const when = useMeetingTime();
  const update = useUpdateMeeting();
  const [notes, setNotes] = useState(meeting.notes);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const scheduled = meeting.status === "scheduled";
  const notesId = `meeting-notes-${meeting.id}`;
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="meeting-item" data-status={meeting.status}>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{meeting.title}</h3>
          <p className="text-sm text-muted-foreground">
            {when(meeting.scheduledAt)} · {meeting.projectName}
            {meeting.attendees.length > 0 && ` · ${meeting.attendees.join(", ")}`}
          </p>
        </div>
        <Badge variant={STATUS_VARIANT[meeting.status]}>{t(`meetings:status.${meeting.status}`)}</Badge>
      </div>
      {meeting.description && (
        <pre className="max-h-48 overflow-auto whitespace-pre-wrap rounded-md bg-muted/40 p-3 font-sans text-sm">
          {meeting.description}
        </pre>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={notesId}>{t("meetings:card.notes")}</Label>
        <Textarea id={notesId} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={notes === meeting.notes || update.isPending}
          onClick={() => update.mutate({ id: meeting.id, changes: { notes } })}
        >
          {t("meetings:card.saveNotes")}
        </Button>
        {scheduled && (
          <>
            <Button size="sm" variant="outline" onClick={() => onEdit(meeting)}>
              <Pencil aria-hidden /> {t("meetings:card.reschedule")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={update.isPending}
              onClick={() =>
                update.mutate({
                  id: meeting.id,
                  changes: { status: "completed", ...(notes !== meeting.notes ? { notes } : {}) },
                })
              }
            >
              <CheckCircle2 aria-hidden /> {t("meetings:card.complete")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirmCancel(true)}>
              <XCircle aria-hidden /> {t("meetings:card.cancelMeeting")}
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" asChild>
          <a href={icsUrl(meeting.id)} download={`meeting-${meeting.id}.ics`}>
            <Download aria-hidden /> {t("meetings:card.addToCalendar")}
          </a>
        </Button>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t("meetings:cancel.title")}
        description={t("meetings:cancel.description", {
          title: meeting.title,
          when: when(meeting.scheduledAt),
        })}
        confirmLabel={t("meetings:card.cancelMeeting")}
        pending={update.isPending}
        onConfirm={() => update.mutate({ id: meeting.id, changes: { status: "cancelled" } })}
      />
    </li>
  );
}

/** /meetings (delivery.md §2.12; FEATURES J2): 'Upcoming Meetings', past meetings, and Schedule Meeting. */
export function MeetingsPage() {
  const { t } = useTranslation();
  const { selected } = useProjects();
  const meetings = useMeetings();
  const [form, setForm] = useState<{ meeting?: Meeting } | null>(null);
  const { upcoming, past } = splitMeetings(meetings.data ?? [], Date.now());
  const formProject = form?.meeting
    ? { id: form.meeting.projectId, name: form.meeting.projectName }
    : selected
      ? { id: selected.id, name: selected.name }
      : null;

  const list = (items: Meeting[], empty: string) =>
    items.length === 0 ? (
      <p className="text-sm text-muted-foreground">{empty}</p>
    ) : (
      <ul className="grid gap-3">
        {items.map((m) => (
          <MeetingCard
            key={`${m.id}:${m.updatedAt}`}
            meeting={m}
            onEdit={(meeting) => setForm({ meeting })}
          />
        ))}
      </ul>
    );

  return (
    <PageShell title={t("meetings:title")} subtitle={t("meetings:subtitle")}>
      <div className="grid max-w-4xl gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => setForm({})} disabled={!selected} data-testid="schedule-meeting">
            <CalendarPlus aria-hidden /> {t("meetings:schedule")}
          </Button>
          {!selected && <p className="text-sm text-muted-foreground">{t("meetings:noProject")}</p>}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t("meetings:upcoming.title")}</CardTitle>
          </CardHeader>
          <CardContent data-testid="upcoming-meetings">
            {meetings.isPending ? (
              <p className="text-sm text-muted-foreground">{t("meetings:loading")}</p>
            ) : meetings.isError ? (
              <p className="text-sm text-destructive" role="alert">
                {t("meetings:loadError")}
              </p>
            ) : (
              list(upcoming, t("meetings:upcoming.empty"))
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("meetings:past.title")}</CardTitle>
          </CardHeader>
          <CardContent data-testid="past-meetings">{list(past, t("meetings:past.empty"))}</CardContent>
        </Card>
      </div>
      {form && formProject && (
        <MeetingForm
          key={form.meeting?.id ?? "new"}
          open
          onOpenChange={(open) => !open && setForm(null)}
          project={formProject}
          {...(form.meeting ? { meeting: form.meeting } : {})}
        />
      )}
    </PageShell>
  );
}
