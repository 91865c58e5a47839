import * as z from "zod";

/**
 * The environment every function reads, parsed once at module load so a missing setting fails at start.
 * AWS sets these from the stack; the local runtime and tests set them before loading handlers.
 */
const configSchema = z
  .object({
    TABLE_NAME: z.string().min(1),
    DEFAULT_TENANT_ID: z.string().min(1),
    DYNAMODB_ENDPOINT: z.url().optional(),
    JWT_SECRET: z.string().min(32).optional(),
    JWT_SECRET_ARN: z.string().min(1).optional(),
    SESSION_HOURS: z.coerce.number().positive().default(12),
    REPORTS_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    LOCAL_BLOB_DIR: z.string().min(1).optional(),
    PRICING_STATE_MACHINE_ARN: z.string().min(1).optional(),
    REPORT_STATE_MACHINE_ARN: z.string().min(1).optional(),
    AGGREGATION_FUNCTION_NAME: z.string().min(1).optional(),
  });

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new Error(`Configuração inválida ou ausente: ${fields}`);
  }
  return result.data;
}

/** Tests and the local runtime change the environment between tables; forget the parsed copy. */
export function resetConfig(): void {
  cached = undefined;
}
