import * as z from "zod";
import { JOB_NAMES, JOBS, type JobDefinition, type JobName } from "../plan/jobs";

/**
 * The environment every function reads, checked by one zod schema. AWS sets it from the stack; the local
 * runtime and tests set it before they call any handler.
 */
const settingsSchema = z.object({
  TABLE_NAME: z.string().min(1),
  /**
   * The company an unregistered host reaches (the local runtime's demo store, reached by any address of the
   * machine). Unset or empty: an unregistered host reaches no company ('Empresa não encontrada').
   */
  DEFAULT_TENANT_ID: z
    .string()
    .optional()
    .transform((id) => id || undefined),
  DYNAMODB_ENDPOINT: z.url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_SECRET_ARN: z.string().min(1).optional(),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  REPORTS_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  LOCAL_BLOB_DIR: z.string().min(1).optional(),
  AGGREGATION_FUNCTION_NAME: z.string().min(1).optional(),
});

/** Set only on the functions that start the job (the route table's startsJobs). */
const stateMachineArnSchema = z.string().min(1).optional();

export type Config = z.infer<typeof settingsSchema> & {
  /** Each job's state machine ARN, read from the variable its definition names. */
  stateMachineArns: Partial<Record<JobName, string>>;
};

/** Every variable the functions read: the settings above and one ARN variable per job definition. */
export type EnvName = keyof z.input<typeof settingsSchema> | JobDefinition["stateMachineArnEnv"];

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const settings = settingsSchema.safeParse(env);
  const invalid = settings.success ? [] : settings.error.issues.map((issue) => issue.path.join("."));
  const stateMachineArns: Partial<Record<JobName, string>> = {};
  for (const job of JOB_NAMES) {
    const variable = JOBS[job].stateMachineArnEnv;
    const arn = stateMachineArnSchema.safeParse(env[variable]);
    if (!arn.success) invalid.push(variable);
    else if (arn.data !== undefined) stateMachineArns[job] = arn.data;
  }
  if (!settings.success || invalid.length > 0) throw new Error(`Configuração inválida ou ausente: ${invalid.join(", ")}`);
  return { ...settings.data, stateMachineArns };
}

let parsed: Config | undefined;

/**
 * The parsed environment, kept until resetConfig(). The local runtime and tests load the functions first and
 * set the environment afterwards (changing it between tables), so outside Lambda it is parsed on first use.
 */
export function config(): Config {
  parsed ??= parseConfig(process.env);
  return parsed;
}

/** Tests and the local runtime change the environment between tables; forget the parsed copy. */
export function resetConfig(): void {
  parsed = undefined;
}

// A Lambda's environment is complete before its code loads: parse it now, so a function missing a setting
// fails its init instead of its first request.
if (process.env.AWS_LAMBDA_FUNCTION_NAME) config();
