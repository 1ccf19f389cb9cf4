import { sharedRuntimeDir } from "../../../server/testing/global-setup";

/** The journeys' global setup: one install of the generated apps' runtime for every product they start. */
export default function setup(): () => void {
  return sharedRuntimeDir();
}
