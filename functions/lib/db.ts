import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { config } from "./config";
import { awaitLocalCommits } from "./local-commits";

let client: DynamoDBDocumentClient | undefined;
let clientEndpoint: string | undefined;

/** The one document client; pointed at DynamoDB Local when DYNAMODB_ENDPOINT is set. */
export function db(): DynamoDBDocumentClient {
  const endpoint = config().DYNAMODB_ENDPOINT;
  if (!client || clientEndpoint !== endpoint) {
    const base = endpoint
      ? new DynamoDBClient({
          endpoint,
          region: process.env.AWS_REGION ?? "local",
          credentials: { accessKeyId: "local", secretAccessKey: "local" },
        })
      : new DynamoDBClient({});
    if (endpoint) awaitLocalCommits(base);
    client = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true },
    });
    clientEndpoint = endpoint;
  }
  return client;
}

export function tableName(): string {
  return config().TABLE_NAME;
}
