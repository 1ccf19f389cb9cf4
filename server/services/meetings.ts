import type { Meeting } from "../../domain/api/meetings";
import { MEETING_MINUTES } from "../../domain/api/meetings";
import type { Db } from "../db/client";
import { getDeployment } from "../db/queries/deployments";
import { listDocumentsByProject } from "../db/queries/documents";
import { latestTestRun } from "../db/queries/testing";
import type { MeetingRow, ProjectRow } from "../db/schema";

export function presentMeeting(row: MeetingRow, projectName: string): Meeting {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName,
    title: row.title,
    description: row.description,
    status: row.status,
    scheduledAt: row.scheduledAt.toISOString(),
    attendees: row.attendees,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A meeting's agenda drafted from the project's state: what was approved, what waits for approval, the last test
 * run and the preview. The user edits it before scheduling.
 */
export async function draftAgenda(db: Db, project: Pick<ProjectRow, "id" | "name">): Promise<string> {
  const documents = await listDocumentsByProject({ db, projectId: project.id });
  // The newest version of each document.
  const latest = new Map<string, (typeof documents)[number]>();
  for (const d of documents) latest.set(`${d.kind}/${d.documentType ?? ""}`, d);
  const approved = [...latest.values()].filter((d) => d.status === "approved");
  const waiting = [...latest.values()].filter((d) => d.status !== "approved");
  const run = await latestTestRun(db, project.id, { finished: true });
  const deployment = await getDeployment({ db, projectId: project.id });
  const lines = [`Agenda: ${project.name}`, ""];
  lines.push("1. Approved so far");
  lines.push(
    ...(approved.length === 0
      ? ["   - Nothing approved yet."]
      : approved.map(
          (d) =>
            `   - ${d.title} (version ${d.version}${d.approvedAt ? `, approved ${day(d.approvedAt)}` : ""})`,
        )),
  );
  lines.push("2. Waiting for approval");
  lines.push(
    ...(waiting.length === 0
      ? ["   - Nothing is waiting."]
      : waiting.map(
          (d) => `   - ${d.title} (version ${d.version}, ${(d.status ?? "pending").replace(/_/g, " ")})`,
        )),
  );
  lines.push("3. Tests");
  lines.push(
    run
      ? `   - Last run ${day(run.startedAt)} (${run.testType}): ${run.passed} passed, ${run.failed} failed, ${run.skipped} skipped.`
      : "   - No test run yet.",
  );
  lines.push("4. Preview");
  lines.push(
    deployment?.status === "running" && deployment.url
      ? `   - Running at ${deployment.url}: walk through it together.`
      : `   - Not running${deployment ? ` (${deployment.status})` : ""}.`,
  );
  lines.push("5. Decisions and next steps");
  return lines.join("\n");
}

/** iCalendar text (RFC 5545) with one event, lines folded at 75 octets, text escaped. */
export function meetingIcs(meeting: Meeting, host: string): string {
  const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const start = new Date(meeting.scheduledAt);
  const end = new Date(start.getTime() + MEETING_MINUTES * 60_000);
  // RFC 5545 §3.3.11: every line break (CRLF, LF or a bare CR) becomes "\n"; a raw CR would end the line.
  const escape = (text: string) =>
    text
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // Other control characters are not allowed in TEXT values; some readers would take them as line ends.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
  const fold = (line: string) => {
    const out: string[] = [];
    let rest = line;
    while (Buffer.byteLength(rest) > 75) {
      let cut = 75;
      while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut -= 1;
      // Never between the two halves of a surrogate pair (an emoji), which would turn into two U+FFFD.
      if (/[\ud800-\udbff]/.test(rest.charAt(cut - 1))) cut -= 1;
      out.push(rest.slice(0, cut));
      rest = ` ${rest.slice(cut)}`;
    }
    out.push(rest);
    return out.join("\r\n");
  };
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Specwright//Meetings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:meeting-${meeting.id}@${host}`,
    `DTSTAMP:${stamp(new Date(meeting.updatedAt).toISOString())}`,
    `DTSTART:${stamp(start.toISOString())}`,
    `DTEND:${stamp(end.toISOString())}`,
    `SUMMARY:${escape(meeting.title)}`,
    `DESCRIPTION:${escape(
      [
        meeting.description,
        meeting.attendees.length > 0 && `Attendees: ${meeting.attendees.join(", ")}`,
        meeting.notes && `Notes:\n${meeting.notes}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
    )}`,
    `STATUS:${meeting.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    // Attendees with an e-mail address are invited; every attendee is named in the description.
    ...meeting.attendees
      .filter((a) => /^[^\s@"]+@[^\s@"]+$/.test(a))
      .map((a) => `ATTENDEE;CN="${a.replace(/"/g, "")}":mailto:${a}`),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
