import path from "node:path";
import { CloudFormationClient, DescribeStacksCommand } from "@aws-sdk/client-cloudformation";
import { resetConfig } from "../../functions/lib/config";
import { endpointOfLiveServer } from "../local/dynamodb-pid-file";
import { ensureTable, startDynamoLocal } from "../local/dynamodb";

/** Which table the tenant commands work on: the local runtime's, or a deployed stack's. */
export type Target = { kind: "local"; dataDir: string } | { kind: "stack"; stack: string; region?: string } | { kind: "table"; table: string; region?: string };

/** The local runtime's table (infra/local/runtime.ts and seed-cli.ts use the same name). */
const LOCAL_TABLE = "back-office";

export interface Connection {
  description: string;
  close(): Promise<void>;
}

/** Points the functions' configuration at the table (the commands then use the functions' own code). */
function pointAt(settings: { table: string; endpoint?: string; region?: string }): void {
  process.env.TABLE_NAME = settings.table;
  // The commands name companies by id; no host lookup happens here.
  delete process.env.DEFAULT_TENANT_ID;
  if (settings.endpoint) process.env.DYNAMODB_ENDPOINT = settings.endpoint;
  else delete process.env.DYNAMODB_ENDPOINT;
  if (settings.region) process.env.AWS_REGION = settings.region;
  resetConfig();
}

/** The stack's TableName output (infra/stack.ts). */
async function tableOfStack(stack: string, region: string | undefined): Promise<string> {
  const client = new CloudFormationClient(region ? { region } : {});
  try {
    const answer = await client.send(new DescribeStacksCommand({ StackName: stack }));
    const output = answer.Stacks?.[0]?.Outputs?.find((candidate) => candidate.OutputKey === "TableName");
    if (!output?.OutputValue) throw new Error(`A pilha '${stack}' não tem a saída TableName.`);
    return output.OutputValue;
  } finally {
    client.destroy();
  }
}

/**
 * Connects to the target. Locally: the DynamoDB Local of a running `npm start` on DATA_DIR when there is one,
 * else one started on DATA_DIR for this command (as `npm run seed` does) and stopped by close().
 */
export async function connect(target: Target): Promise<Connection> {
  if (target.kind === "stack" || target.kind === "table") {
    const table = target.kind === "stack" ? await tableOfStack(target.stack, target.region) : target.table;
    pointAt({ table, ...(target.region ? { region: target.region } : {}) });
    return { description: `tabela ${table} na AWS${target.region ? ` (${target.region})` : ""}`, close: async () => undefined };
  }
  const dbPath = path.join(target.dataDir, "dynamodb");
  const shared = endpointOfLiveServer(dbPath);
  const dynamo = shared ? { endpoint: shared, stop: async () => undefined } : await startDynamoLocal({ dataDir: dbPath });
  process.env.AWS_REGION ??= "local";
  pointAt({ table: LOCAL_TABLE, endpoint: dynamo.endpoint });
  await ensureTable(dynamo.endpoint, LOCAL_TABLE);
  return {
    description: `runtime local em ${target.dataDir}${shared ? " (servidor rodando)" : ""}`,
    close: () => dynamo.stop(),
  };
}
