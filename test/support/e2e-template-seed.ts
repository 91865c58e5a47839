/**
 * Seeds the browser tests' model company (see e2e-template.ts) in a process of its own, run by e2e-setup.ts:
 * pointing the functions at a table sets process.env, which must not leak into the test workers. Given the
 * DynamoDB Local, the table (made by the run's server) and the file to save the company's items to; exits 0 once they are saved.
 */
import "./run-clock";
import { seedTemplate } from "./e2e-template";
import { pointAtLocalTable } from "./table";

const [dynamoEndpoint, tableName, snapshotPath] = process.argv.slice(2);
if (!dynamoEndpoint || !tableName || !snapshotPath) throw new Error("Uso: fork(e2e-template-seed.ts, [dynamoEndpoint, tableName, arquivo])");

pointAtLocalTable(dynamoEndpoint, tableName);
await seedTemplate(snapshotPath);
process.exit(0);
