import { Router, type Request } from "express";
import {
  createMeetingSchema,
  meetingTimeInRange,
  updateMeetingSchema,
  type Meeting,
  type MeetingStatus,
} from "../../../domain/api/meetings";
import type { Db } from "../../db/client";
import {
  getMeetingForOwner,
  insertMeeting,
  listMeetingsForOwner,
  updateMeeting,
} from "../../db/queries/meetings";
import { getProjectByIdForOwner } from "../../db/queries/projects";
import { draftAgenda, meetingIcs, presentMeeting } from "../../services/meetings";
import { currentUser } from "../auth-context";
import { AppError } from "../errors";
import { ownedProject } from "../projects/access";
import { parsed, validate } from "../validate";

/** The meeting named by `:meetingId` when its project is the user's; another user's is the same 404. */
async function ownedMeeting(db: Db, req: Request) {
  const id = Number(req.params.meetingId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new AppError("bad_request:meeting", "The meeting id must be a positive whole number");
  const found = await getMeetingForOwner({ db, id, ownerId: currentUser(req).id });
  if (!found) throw new AppError("not_found:meeting", "Meeting not found");
  return found;
}

const FINAL: ReadonlySet<MeetingStatus> = new Set(["completed", "cancelled"]);

/** /api/meetings (delivery.md §7; FEATURES J2): the user's meetings, scheduling, changes and .ics files. */
export function meetingRoutes({ db }: { db: Db }): Router {
  const router = Router();

  router.get("/", async (req, res) => {
    const rows = await listMeetingsForOwner({ db, ownerId: currentUser(req).id });
    res.json({ meetings: rows.map((r) => presentMeeting(r.meeting, r.projectName)) });
  });

  router.post("/", validate("body", createMeetingSchema), async (req, res) => {
    const input = parsed(res.locals, "body", createMeetingSchema);
    const project = await getProjectByIdForOwner({ db, id: input.projectId, ownerId: currentUser(req).id });
    if (!project) throw new AppError("not_found:project", "Project not found");
    const row = await insertMeeting({
      db,
      row: {
        projectId: project.id,
        title: input.title,
        description: input.description ?? "",
        scheduledAt: new Date(input.scheduledAt),
        attendees: input.attendees ?? [],
      },
    });
    res.status(201).json(presentMeeting(row, project.name));
  });

  router.patch("/:meetingId", validate("body", updateMeetingSchema), async (req, res) => {
    const { meeting, projectName } = await ownedMeeting(db, req);
    const input = parsed(res.locals, "body", updateMeetingSchema);
    const { notes, status, scheduledAt, ...details } = input;
    const changesPlan = Object.keys(details).length > 0 || scheduledAt !== undefined;
    if (FINAL.has(meeting.status) && (changesPlan || (status !== undefined && status !== meeting.status)))
      throw new AppError(
        "conflict:meeting",
        `This meeting is ${meeting.status}: only its notes can change. Schedule a new meeting instead.`,
      );
    const row = await updateMeeting({
      db,
      id: meeting.id,
      changes: {
        ...details,
        ...(scheduledAt !== undefined ? { scheduledAt: new Date(scheduledAt) } : {}),
        ...(notes !== undefined ? { notes } : {}),
        ...(status !== undefined ? { status } : {}),
      },
    });
    if (!row) throw new AppError("not_found:meeting", "Meeting not found");
    res.json(presentMeeting(row, projectName));
  });

  router.get("/:meetingId/ics", async (req, res) => {
    const { meeting, projectName } = await ownedMeeting(db, req);
    // Stored before the range was checked: a calendar file cannot hold its time (a five-digit year).
    if (!meetingTimeInRange(meeting.scheduledAt))
      throw new AppError(
        "conflict:meeting",
        "This meeting's time is outside the years 1970 to 9999: reschedule it to download its calendar file.",
      );
    const presented: Meeting = presentMeeting(meeting, projectName);
    res
      .type("text/calendar; charset=utf-8")
      .attachment(`meeting-${meeting.id}.ics`)
      .send(meetingIcs(presented, req.hostname || "specwright"));
  });

  return router;
}

/** GET /api/projects/{id}/meeting-agenda: an agenda drafted from the project's state. Owner only. */
export function meetingProjectRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.get("/:id/meeting-agenda", async (req, res) => {
    const project = await ownedProject(db, req);
    res.json({ agenda: await draftAgenda(db, project) });
  });
  return router;
}
