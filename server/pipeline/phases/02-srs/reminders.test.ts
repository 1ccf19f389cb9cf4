import { describe, expect, it } from "vitest";
import { ideaInput } from "../../testing/idea-input";
import { buildRequirementsModel } from "./build";

/** A reminder is something the application does: said so, with criteria about the reminder itself. */
describe("a reminder among the core features", () => {
  const model = buildRequirementsModel(
    ideaInput({
      slug: "vet-reminders",
      name: "Paws Vet Clinic",
      description: "A vet clinic app: book appointments for pets and keep each pet's vaccination history.",
      answers: {
        "core-features":
          "Book an appointment for a pet\nRemind owners a week before a vaccine is due\nSee each pet's vaccination history",
      },
    }),
  );
  const reminder = model.requirements.find((r) => /remind/i.test(r.description));

  it("is stated as the application's duty, not as something users do", () => {
    expect(reminder?.description).toBe("The application must remind owners a week before a vaccine is due.");
    expect(reminder?.title).toBe("Remind owners a week before a vaccine is due");
  });

  it("has acceptance criteria about the reminder: who, how long before, and not twice", () => {
    expect(reminder?.acceptanceCriteria).toEqual([
      "Given a vaccine due one week from today, when the day's reminders are sent, then owners are reminded of it in the app",
      "Given owners already reminded of a vaccine, when the application checks again, then they are not reminded of it twice",
    ]);
  });

  it("leaves the user's own actions to the users", () => {
    const booking = model.requirements.find((r) => /appointment/i.test(r.description));
    expect(booking?.description).toMatch(/^Users must be able to book an appointment for a pet/);
  });
});
