import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEETING_TIME_RANGE_MESSAGE, type Meeting } from "../../../domain/api/meetings";
import { insertMeeting } from "../../db/queries/meetings";
import { generateSrsFor } from "../../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";

/* /api/meetings (delivery.md §2.12, §3 Meeting; FEATURES J2): schedule, change, cancel, complete, notes, .ics. */

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let projectId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  projectId = (await buildProject(owner.agent, { name: "Lending library" })).id;
});
afterAll(async () => {
  await t.close();
});

/** Stands for the project's id in the table below, which is built before the project exists. */
const PROJECT = "(the project)";
const schedule = (body: object) =>
  owner.agent
    .post("/api/meetings")
    .send(JSON.parse(JSON.stringify(body).replace(`"${PROJECT}"`, String(projectId))) as object);
const valid = {
  title: "Review the SRS",
  description: "Walk through the requirements.",
  scheduledAt: "2026-12-01T10:00:00.000Z",
  attendees: ["Ada Lovelace", "grace@example.org"],
};

describe("meetings", () => {
  it("are scheduled about a project and listed soonest first", async () => {
    const later = await schedule({
      ...valid,
      projectId: PROJECT,
      scheduledAt: "2026-12-08T10:00:00.000Z",
    }).expect(201);
    const sooner = await schedule({ ...valid, projectId: PROJECT, title: "Kick-off" }).expect(201);
    expect(sooner.body).toMatchObject({
      projectId,
      projectName: "Lending library",
      title: "Kick-off",
      status: "scheduled",
      scheduledAt: "2026-12-01T10:00:00.000Z",
      attendees: ["Ada Lovelace", "grace@example.org"],
      notes: "",
    });
    const list = (await owner.agent.get("/api/meetings").expect(200)).body.meetings as Meeting[];
    expect(list.map((m) => m.id)).toEqual([sooner.body.id, later.body.id]);
  });

  it("are edited and rescheduled, then completed with notes kept after, or cancelled", async () => {
    const id = (await schedule({ ...valid, projectId }).expect(201)).body.id as number;
    const moved = await owner.agent
      .patch(`/api/meetings/${id}`)
      .send({ scheduledAt: "2026-12-02T15:30:00+01:00", title: "Review the SRS again" })
      .expect(200);
    expect(moved.body).toMatchObject({
      scheduledAt: "2026-12-02T14:30:00.000Z",
      title: "Review the SRS again",
    });
    await owner.agent
      .patch(`/api/meetings/${id}`)
      .send({ status: "completed", notes: "Approved." })
      .expect(200);
    const notes = await owner.agent
      .patch(`/api/meetings/${id}`)
      .send({ notes: "Approved; FR-3 next." })
      .expect(200);
    expect(notes.body).toMatchObject({ status: "completed", notes: "Approved; FR-3 next." });
    const refused = await owner.agent
      .patch(`/api/meetings/${id}`)
      .send({ scheduledAt: "2026-12-09T10:00:00.000Z" })
      .expect(409);
    expect(refused.body.message).toBe(
      "This meeting is completed: only its notes can change. Schedule a new meeting instead.",
    );
    const other = (await schedule({ ...valid, projectId }).expect(201)).body.id as number;
    expect(
      (await owner.agent.patch(`/api/meetings/${other}`).send({ status: "cancelled" }).expect(200)).body
        .status,
    ).toBe("cancelled");
    await owner.agent.patch(`/api/meetings/${other}`).send({ status: "scheduled" }).expect(409);
  });

  it.each([
    [{ ...valid, projectId: PROJECT, title: "" }, "title: must not be empty"],
    [{ ...valid, projectId: PROJECT, title: "x".repeat(201) }, "title: must be at most 200 characters"],
    [
      { ...valid, projectId: PROJECT, scheduledAt: "next tuesday" },
      "scheduledAt: must be a date and time (ISO 8601)",
    ],
    [
      { ...valid, projectId: PROJECT, attendees: "everyone" },
      "attendees: must be a list of names or e-mail addresses",
    ],
    [{ ...valid, projectId: PROJECT, attendees: [""] }, "attendees.0: an attendee must not be empty"],
    [
      { ...valid, projectId: PROJECT, attendees: Array.from({ length: 51 }, (_, i) => `p${i}`) },
      "attendees: must have at most 50 attendees",
    ],
    [{ ...valid, projectId: "one" }, "projectId: must be a project id"],
    [{ ...valid, projectId: PROJECT, colour: "red" }, 'Unrecognized key: "colour"'],
  ])("refuse %j with a 400 naming the field", async (body, message) => {
    const res = await schedule(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it("refuse a change with nothing in it or a status they do not have", async () => {
    const id = (await schedule({ ...valid, projectId }).expect(201)).body.id as number;
    expect((await owner.agent.patch(`/api/meetings/${id}`).send({}).expect(400)).body.message).toBe(
      "Send at least one field to change",
    );
    await owner.agent.patch(`/api/meetings/${id}`).send({ status: "postponed" }).expect(400);
    await owner.agent.patch("/api/meetings/abc").send({ notes: "x" }).expect(400);
  });

  it("download as an .ics event any calendar opens", async () => {
    const id = (
      await schedule({
        ...valid,
        projectId,
        title: "Plan; review, decide",
        description: "Line one\nLine two",
      }).expect(201)
    ).body.id as number;
    const res = await owner.agent.get(`/api/meetings/${id}/ics`).expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(res.headers["content-disposition"]).toContain(`meeting-${id}.ics`);
    const text = res.text;
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text).toContain("DTSTART:20261201T100000Z\r\n");
    expect(text).toContain("DTEND:20261201T103000Z\r\n");
    expect(text).toContain("SUMMARY:Plan\\; review\\, decide\r\n");
    expect(text).toContain('ATTENDEE;CN="grace@example.org":mailto:grace@example.org');
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("escape every line break in an .ics text, a bare CR included, and leave no other control character", async () => {
    const id = (
      await schedule({
        ...valid,
        projectId,
        title: "One\rTwo",
        description: "CR\rLF\nCRLF\r\nend\u000bVT\u0085NEL",
      }).expect(201)
    ).body.id as number;
    const text = (await owner.agent.get(`/api/meetings/${id}/ics`).expect(200)).text;
    expect(text).toContain("SUMMARY:One\\nTwo\r\n");
    expect(text).toContain("DESCRIPTION:CR\\nLF\\nCRLF\\nendVT\u0085NEL");
    // Every CR ends a line (CRLF), and no line holds a line break or a control character but a tab.
    const lines = text.split("\r\n");
    const control = (c: string) => c !== "\t" && (c < " " || c === "\u007f");
    expect(lines.filter((line) => [...line].some(control))).toEqual([]);
  });

  it("fold an .ics line between characters, never inside an emoji", async () => {
    const title = `${"x".repeat(60)}${"🙂".repeat(20)}`;
    const id = (await schedule({ ...valid, projectId, title }).expect(201)).body.id as number;
    const text = (await owner.agent.get(`/api/meetings/${id}/ics`).expect(200)).text;
    expect(text).not.toContain("\ufffd");
    const summary = /SUMMARY:[^]*?\r\n(?! )/.exec(text)?.[0] ?? "";
    expect(summary.replace(/\r\n /g, "").trimEnd()).toBe(`SUMMARY:${title}`);
  });

  it.each([
    ["9999-12-31T23:59:59Z", "its end would be in the year 10000"],
    ["9999-12-31T23:30:00.000Z", "it would end at midnight of the year 10000"],
    ["9999-12-31T20:00:00-05:00", "its offset moves it past 9999"],
    ["0000-01-01T00:00:00Z", "the year 0000 does not exist"],
    ["1969-12-31T23:59:59Z", "it is before 1970"],
  ])("refuse a meeting at %s (%s) with a 400, on scheduling and rescheduling", async (scheduledAt) => {
    const created = await schedule({ ...valid, projectId, scheduledAt }).expect(400);
    expect(created.body).toEqual({
      code: "bad_request:api",
      message: `scheduledAt: ${MEETING_TIME_RANGE_MESSAGE}`,
    });
    const id = (await schedule({ ...valid, projectId }).expect(201)).body.id as number;
    const moved = await owner.agent.patch(`/api/meetings/${id}`).send({ scheduledAt }).expect(400);
    expect(moved.body.message).toBe(`scheduledAt: ${MEETING_TIME_RANGE_MESSAGE}`);
  });

  it("take the last half hour of 9999 and the first moment of 1970, and write them to an .ics file", async () => {
    const last = await schedule({ ...valid, projectId, scheduledAt: "9999-12-31T23:29:59Z" }).expect(201);
    const text = (await owner.agent.get(`/api/meetings/${last.body.id}/ics`).expect(200)).text;
    expect(text).toContain("DTSTART:99991231T232959Z\r\n");
    expect(text).toContain("DTEND:99991231T235959Z\r\n");
    await schedule({ ...valid, projectId, scheduledAt: "1970-01-01T00:00:00Z" }).expect(201);
    await schedule({ ...valid, projectId, scheduledAt: "2026-02-30T10:00:00Z" }).expect(400);
  });

  it("refuse the .ics file of a meeting stored with a time no calendar file holds, with a 409", async () => {
    const row = await insertMeeting({
      db: t.database.db,
      row: { projectId, title: "Stored earlier", scheduledAt: new Date("9999-12-31T23:45:00Z") },
    });
    const res = await owner.agent.get(`/api/meetings/${row.id}/ics`).expect(409);
    expect(res.body.code).toBe("conflict:meeting");
    expect(res.text).not.toContain("DTEND");
  });

  it("are the owner's only: another user gets 404 and cannot schedule on the project", async () => {
    const id = (await schedule({ ...valid, projectId }).expect(201)).body.id as number;
    const other = await signUp(t.app);
    expect((await other.agent.get("/api/meetings").expect(200)).body.meetings).toEqual([]);
    await other.agent.patch(`/api/meetings/${id}`).send({ notes: "mine now" }).expect(404);
    await other.agent.get(`/api/meetings/${id}/ics`).expect(404);
    await other.agent
      .post("/api/meetings")
      .send({ ...valid, projectId })
      .expect(404);
    await other.agent.get(`/api/projects/${projectId}/meeting-agenda`).expect(404);
  });

  it("draft an agenda from the project's real state", async () => {
    const empty = await owner.agent.get(`/api/projects/${projectId}/meeting-agenda`).expect(200);
    expect(empty.body.agenda).toContain("- Nothing approved yet.");
    expect(empty.body.agenda).toContain("- No test run yet.");
    const other = (await buildProject(owner.agent, { name: "Second" })).id;
    await generateSrsFor(owner.agent, other);
    const agenda = (await owner.agent.get(`/api/projects/${other}/meeting-agenda`).expect(200)).body
      .agenda as string;
    expect(agenda).toMatch(
      /2\. Waiting for approval\n {3}- .*Software Requirements Specification.*\(version 1, pending approval\)/,
    );
    expect(agenda).toContain("4. Preview\n   - Not running.");
  });
});
