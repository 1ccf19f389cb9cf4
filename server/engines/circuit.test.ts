import { describe, expect, it } from "vitest";
import { Circuit, FAILURES_TO_OPEN, FIRST_COOLDOWN_MS, MAX_COOLDOWN_MS } from "./circuit";

function clocked() {
  let now = 1_000_000;
  const circuit = new Circuit(() => now);
  return { circuit, advance: (ms: number) => (now += ms) };
}

describe("the model's circuit breaker", () => {
  it("lets calls through until FAILURES_TO_OPEN in a row got no answer, then refuses with the reason", () => {
    const { circuit } = clocked();
    for (let i = 1; i < FAILURES_TO_OPEN; i += 1) {
      circuit.failed("the model's server could not be reached");
      expect(circuit.refusal()).toBeNull();
    }
    circuit.failed("the model's server could not be reached");
    expect(circuit.refusal()).toBe(
      `the model has not answered the last ${FAILURES_TO_OPEN} calls (the model's server could not be reached); ` +
        `the embedded engine answers until it does (next try in ${FIRST_COOLDOWN_MS / 1000} s)`,
    );
  });

  it("an answer in between starts the count again", () => {
    const { circuit } = clocked();
    for (let i = 1; i < FAILURES_TO_OPEN; i += 1) circuit.failed("x");
    circuit.answered();
    circuit.failed("x");
    expect(circuit.refusal()).toBeNull();
  });

  it("tries one call after the cool-down; a failure doubles it (up to the most), an answer closes it", () => {
    const { circuit, advance } = clocked();
    for (let i = 0; i < FAILURES_TO_OPEN; i += 1) circuit.failed("x");
    advance(FIRST_COOLDOWN_MS);
    expect(circuit.refusal()).toBeNull();
    circuit.failed("x");
    advance(FIRST_COOLDOWN_MS);
    expect(circuit.refusal()).not.toBeNull();
    advance(FIRST_COOLDOWN_MS);
    expect(circuit.refusal()).toBeNull();
    for (let i = 0; i < 20; i += 1) circuit.failed("x");
    advance(MAX_COOLDOWN_MS - 1);
    expect(circuit.refusal()).not.toBeNull();
    advance(1);
    expect(circuit.refusal()).toBeNull();
    circuit.answered();
    circuit.failed("x");
    expect(circuit.refusal()).toBeNull();
  });
});
