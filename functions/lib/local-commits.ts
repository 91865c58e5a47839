import { type DynamoDBClient, GetItemCommand } from "@aws-sdk/client-dynamodb";
import { TABLE } from "./table";

/** A key no record uses: the read below only waits, it finds nothing. */
const NO_RECORD = { [TABLE.partitionKey]: { S: "SYSTEM" }, [TABLE.sortKey]: { S: "COMMIT-BARRIER" } };

function tableOf(input: object): string | undefined {
  if (!("TransactItems" in input) || !Array.isArray(input.TransactItems)) return undefined;
  const [first] = input.TransactItems as Record<string, { TableName?: string } | undefined>[];
  const operation = first && Object.values(first).find((value) => value?.TableName);
  return operation?.TableName;
}

/**
 * DynamoDB Local answers a TransactWriteItems before its SQLite COMMIT has run (the commit is queued on its
 * one SQLite thread, not awaited), so a crash of the Java process right after the answer loses a transaction
 * already acknowledged. Any read queues behind that commit on the same thread: one small read after each
 * transaction returns only once the commit is done. Only for DynamoDB Local; AWS commits before it answers.
 */
export function awaitLocalCommits(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const tableName = context.commandName === "TransactWriteItemsCommand" ? tableOf(args.input) : undefined;
      if (tableName) await client.send(new GetItemCommand({ TableName: tableName, Key: NO_RECORD, ProjectionExpression: TABLE.partitionKey }));
      return result;
    },
    { step: "initialize", name: "awaitLocalCommits" },
  );
}
