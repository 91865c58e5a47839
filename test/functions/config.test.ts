import { describe, expect, it } from "vitest";
import { JOB_NAMES, JOBS } from "../../functions/plan/jobs";
import { parseConfig } from "../../functions/lib/config";

const REQUIRED = { TABLE_NAME: "back-office", DEFAULT_TENANT_ID: "demo" };

describe("config", () => {
  it("reads each job's state machine ARN from the variable its definition names", () => {
    const env = Object.fromEntries(JOB_NAMES.map((job) => [JOBS[job].stateMachineArnEnv, `arn:aws:states:sa-east-1:1:stateMachine:${job}`]));
    const { stateMachineArns } = parseConfig({ ...REQUIRED, ...env });
    for (const job of JOB_NAMES) expect(stateMachineArns[job]).toBe(`arn:aws:states:sa-east-1:1:stateMachine:${job}`);
  });

  it("leaves out the ARNs of jobs a function does not start", () => {
    expect(parseConfig({ ...REQUIRED, REPORT_STATE_MACHINE_ARN: "arn:reports" }).stateMachineArns).toEqual({ reportRendering: "arn:reports" });
  });

  it("takes an unset or empty DEFAULT_TENANT_ID as no default company", () => {
    expect(parseConfig({ TABLE_NAME: "back-office" }).DEFAULT_TENANT_ID).toBeUndefined();
    expect(parseConfig({ TABLE_NAME: "back-office", DEFAULT_TENANT_ID: "" }).DEFAULT_TENANT_ID).toBeUndefined();
    expect(parseConfig(REQUIRED).DEFAULT_TENANT_ID).toBe("demo");
  });

  it("names every missing or invalid setting at once", () => {
    expect(() => parseConfig({ DEFAULT_TENANT_ID: "demo", SESSION_HOURS: "-1", PRICING_STATE_MACHINE_ARN: "" })).toThrow(
      "Configuração inválida ou ausente: TABLE_NAME, SESSION_HOURS, PRICING_STATE_MACHINE_ARN",
    );
  });
});
