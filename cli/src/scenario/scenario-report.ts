// How a scenario run reads: a line per step as it ends (✓/✗, the step, its time), what failed (the step, the
// expectation and what happened), a summary, and the JUnit XML a CI system reads (junit-report-builder).
import junit from "junit-report-builder";
import type { ScenarioReport, StepReport } from "./run-scenario.ts";

const MARKS = { passed: "✓", failed: "✗", skipped: "-" } as const;

/** One step as a line, with its failure under it. */
export const stepLines = (step: StepReport): string => {
  const line = `  ${MARKS[step.status]} ${step.name}${step.status === "skipped" ? " (skipped)" : ` (${step.milliseconds} ms)`}`;
  return step.failure === undefined ? line : `${line}\n      expected: ${step.failure.expected}\n      happened: ${step.failure.happened}`;
};

export const counts = (reports: ReadonlyArray<ScenarioReport>) => {
  const steps = reports.flatMap((report) => report.steps);
  return {
    scenarios: reports.length,
    failedScenarios: reports.filter((report) => report.steps.some((step) => step.status === "failed")).length,
    passed: steps.filter((step) => step.status === "passed").length,
    failed: steps.filter((step) => step.status === "failed").length,
    skipped: steps.filter((step) => step.status === "skipped").length,
  };
};

/** The summary at the end, naming each failed step with its expectation and what happened. */
export const summary = (reports: ReadonlyArray<ScenarioReport>): string => {
  const total = counts(reports);
  const failures = reports.flatMap((report) =>
    report.steps
      .filter((step) => step.failure !== undefined)
      .map((step) => `FAILED ${report.name} › ${step.name}: expected ${step.failure?.expected}, but ${step.failure?.happened}`),
  );
  return [
    ...failures,
    `${total.scenarios - total.failedScenarios} of ${total.scenarios} scenario(s) passed; steps: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped.`,
  ].join("\n");
};

/** Writes the JUnit XML: a test suite per scenario, a test case per step. */
export const writeJunit = (reports: ReadonlyArray<ScenarioReport>, path: string): void => {
  const builder = junit.newBuilder();
  for (const report of reports) {
    const suite = builder.testSuite().name(report.name);
    for (const step of report.steps) {
      const testCase = suite.testCase().className(report.name).name(step.name).file(report.file).time(step.milliseconds / 1000);
      if (step.failure !== undefined) testCase.failure(`expected ${step.failure.expected}, but ${step.failure.happened}`);
      if (step.status === "skipped") testCase.skipped();
    }
  }
  builder.writeTo(path);
};
