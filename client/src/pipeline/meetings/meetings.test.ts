import { describe, expect, it } from "vitest";
import type { Meeting } from "@domain/api/meetings";
import { splitMeetings } from "@/pages/meetings-page";
import { parseAttendees } from "./meeting-form";

const meeting = (id: number, scheduledAt: string, status: Meeting["status"] = "scheduled"): Meeting => ({
  id,
  projectId: 1,
  projectName: "P",
  title: `M${id}`,
  description: "",
  status,
  scheduledAt,
  attendees: [],
  notes: "",
  createdAt: scheduledAt,
  updatedAt: scheduledAt,
});

describe("the meetings page", () => {
  it("lists scheduled meetings still to come as upcoming, the rest as past, newest first", () => {
    const now = Date.parse("2026-11-24T12:00:00Z");
    const all = [
      meeting(1, "2026-11-20T10:00:00Z", "completed"),
      meeting(2, "2026-11-23T10:00:00Z"),
      meeting(3, "2026-11-24T11:30:00Z"),
      meeting(4, "2026-11-25T10:00:00Z", "cancelled"),
      meeting(5, "2026-11-26T10:00:00Z"),
    ];
    const { upcoming, past } = splitMeetings(all, now);
    expect(upcoming.map((m) => m.id)).toEqual([3, 5]);
    expect(past.map((m) => m.id)).toEqual([4, 2, 1]);
  });

  it("reads attendees one per line or separated by commas, each once", () => {
    expect(parseAttendees("Ada, grace@example.org\n\n Ada \nLinus,")).toEqual([
      "Ada",
      "grace@example.org",
      "Linus",
    ]);
  });
});
