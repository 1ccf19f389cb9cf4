import { z } from "zod";

/*
 * Meetings about a project (delivery.md §2.12, §3 Meeting; FEATURES J2): scheduled, edited or rescheduled,
 * cancelled or completed, with attendees and notes kept after the meeting, and an .ics file for any calendar.
 */

export const MEETING_STATUSES = ["scheduled", "completed", "cancelled"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_MINUTES = 30;
export const ATTENDEES_MAX = 50;

export const meetingSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(MEETING_STATUSES),
  scheduledAt: z.string(),
  attendees: z.array(z.string()),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;
export const meetingListSchema = z.object({ meetings: z.array(meetingSchema) });

const title = z
  .string({ error: "title is required" })
  .trim()
  .min(1, "must not be empty")
  .max(200, "must be at most 200 characters");
const description = z.string({ error: "must be text" }).max(10_000, "must be at most 10,000 characters");
/**
 * The times a meeting may have: its end (start + 30 minutes) within 1970–9999, so the .ics file's four-digit
 * years hold it and the database takes it (year 0000 is not a year there).
 */
export const MEETING_EARLIEST_START = Date.UTC(1970, 0, 1);
export const MEETING_LATEST_END = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
export const MEETING_TIME_RANGE_MESSAGE =
  "must be between 1970-01-01T00:00:00Z and 9999-12-31T23:29:59Z (the meeting's 30 minutes end by 9999-12-31)";

/** Whether a meeting starting at `start` begins and ends within the years the product can store and export. */
export function meetingTimeInRange(start: Date): boolean {
  const ms = start.getTime();
  return (
    Number.isFinite(ms) && ms >= MEETING_EARLIEST_START && ms + MEETING_MINUTES * 60_000 <= MEETING_LATEST_END
  );
}

const scheduledAt = z.iso
  .datetime({ offset: true, error: "must be a date and time (ISO 8601)" })
  .refine((value) => meetingTimeInRange(new Date(value)), MEETING_TIME_RANGE_MESSAGE);
const attendees = z
  .array(
    z
      .string({ error: "each attendee must be text" })
      .trim()
      .min(1, "an attendee must not be empty")
      .max(200, "an attendee must be at most 200 characters"),
    { error: "must be a list of names or e-mail addresses" },
  )
  .max(ATTENDEES_MAX, `must have at most ${ATTENDEES_MAX} attendees`);

/** POST /api/meetings */
export const createMeetingSchema = z.strictObject({
  projectId: z.number({ error: "must be a project id" }).int().positive(),
  title,
  description: description.optional(),
  scheduledAt,
  attendees: attendees.optional(),
});
export type CreateMeetingInput = z.infer<typeof createMeetingSchema>;

/** PATCH /api/meetings/{id}: edit or reschedule (while scheduled), cancel or complete, notes (any time). */
export const updateMeetingSchema = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    scheduledAt: scheduledAt.optional(),
    attendees: attendees.optional(),
    notes: z.string({ error: "must be text" }).max(50_000, "must be at most 50,000 characters").optional(),
    status: z.enum(MEETING_STATUSES, { error: `must be one of: ${MEETING_STATUSES.join(", ")}` }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Send at least one field to change");
export type UpdateMeetingInput = z.infer<typeof updateMeetingSchema>;

export const meetingAgendaSchema = z.object({ agenda: z.string() });
