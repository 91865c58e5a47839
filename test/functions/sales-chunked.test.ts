import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { db, tableName } from "../../functions/lib/db";
import { type ChunkedDocument, readChunked, readVersions, writeChunked } from "../../functions/lib/entities/chunked-documents";
import { salesKeys } from "../../functions/lib/keys";
import { useTestTable } from "../support/table";

useTestTable();

const document = (day: string): ChunkedDocument => ({
  headKey: salesKeys.salesProductDay("chunks", day, 0),
  chunkKey: (chunk) => salesKeys.salesProductDay("chunks", day, chunk),
});
const bytes = (text: string) => new TextEncoder().encode(text);
const texts = (blobs: Uint8Array[] | undefined) => (blobs ?? []).map((blob) => new TextDecoder().decode(blob));

describe("chunked documents in DynamoDB Local", () => {
  it("reads a document's chunks back in order, with one version, and answers undefined for a missing one", async () => {
    const version = await writeChunked(document("2024-01-01"), [bytes("a"), bytes("b"), bytes("c")], { day: "2024-01-01" });
    const [stored, missing] = await readChunked([document("2024-01-01"), document("2024-01-02")]);
    expect(texts(stored?.blobs)).toEqual(["a", "b", "c"]);
    expect(stored?.version).toBe(version);
    expect(stored?.head.day).toBe("2024-01-01");
    expect(missing).toBeUndefined();
    expect(await readVersions([document("2024-01-01"), document("2024-01-02")])).toEqual([version, undefined]);
  });

  it("ignores chunks left over from a longer earlier write", async () => {
    await writeChunked(document("2024-01-03"), [bytes("1"), bytes("2"), bytes("3")]);
    await writeChunked(document("2024-01-03"), [bytes("novo")]);
    const [stored] = await readChunked([document("2024-01-03")]);
    expect(texts(stored?.blobs)).toEqual(["novo"]);
  });

  it("refuses to mix chunks of two writes", async () => {
    await writeChunked(document("2024-01-04"), [bytes("x"), bytes("y")]);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: document("2024-01-04").chunkKey(1),
        UpdateExpression: "SET version = :other",
        ExpressionAttributeValues: { ":other": "outra-gravacao" },
      }),
    );
    await expect(readChunked([document("2024-01-04")])).rejects.toThrow(/regravado/);
  });
});
