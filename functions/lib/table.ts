/**
 * The one table definition: the CDK stack and the local runtime both build the table from it.
 * Every partition key of tenant data starts with `T#<tenantId>`; see keys.ts.
 */
export const TABLE = {
  partitionKey: "pk",
  sortKey: "sk",
  ttlAttribute: "expiresAt",
  globalIndexes: [{ name: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" }],
} as const;


/** The table as a CreateTable input (local runtime and tests). */
export function createTableInput(tableName: string) {
  const attributes = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const index of TABLE.globalIndexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: "PAY_PER_REQUEST" as const,
    AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: "S" as const })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: "HASH" as const },
      { AttributeName: TABLE.sortKey, KeyType: "RANGE" as const },
    ],
    GlobalSecondaryIndexes: TABLE.globalIndexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: "HASH" as const },
        { AttributeName: index.sortKey, KeyType: "RANGE" as const },
      ],
      Projection: { ProjectionType: "ALL" as const },
    })),
  };
}
