/**
 * Strict expected failures. `tests/known_gaps.json` lists golden cases (`suite/name`) that
 * cudafe-ts does not match yet, each with its reason. `checkGolden` runs the comparison: for a
 * listed case it requires the comparison to FAIL (so the gap is still real), and fails with
 * "now matches" when it passes, so the list never hides fixed behaviour.
 */
import { fileURLToPath } from "node:url";

const FILE = fileURLToPath(new URL("./known_gaps.json", import.meta.url));

const gaps: Record<string, string> = JSON.parse(Deno.readTextFileSync(FILE));

/** The reason a case is a known gap, or undefined. */
export function knownGap(suite: string, name: string): string | undefined {
  return gaps[`${suite}/${name}`];
}

/** Runs `compare` (which throws on a mismatch) under the known-gaps rule. */
export async function checkGolden(
  suite: string,
  name: string,
  compare: () => void | Promise<void>,
): Promise<void> {
  const reason = knownGap(suite, name);
  if (reason === undefined) {
    await compare();
    return;
  }
  try {
    await compare();
  } catch {
    return; // still a gap, as recorded
  }
  throw new Error(
    `${suite}/${name} now matches the real cudafe++: remove it from tests/known_gaps.json ` +
      `(it was listed as: ${reason})`,
  );
}
