import path from "node:path";
import { App } from "aws-cdk-lib";
import { REPO_ROOT } from "./build/paths";
import { BackOfficeStack } from "./stack";
import { buildWebIfStale, WEB_DIST } from "./web-build";

const app = new App();

function stringContext(key: string, fallback: string): string {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined) return fallback;
  if (typeof value !== "string" || value.length === 0) throw new Error(`Context "${key}" must be a non-empty string`);
  return value;
}

const webBuildDir = path.resolve(REPO_ROOT, stringContext("webBuildDir", "web/dist"));
// A deploy ships the web app as its sources are now: built here when missing or older than them.
if (webBuildDir === WEB_DIST) await buildWebIfStale((line) => console.error(line));

new BackOfficeStack(app, "BackOffice", {
  // Both undefined gives an environment-agnostic stack, which is what an offline synth produces.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  // `-c defaultTenantId=` (empty): a host no company registered reaches none ('Empresa não encontrada').
  defaultTenantId: app.node.tryGetContext("defaultTenantId") === "" ? "" : stringContext("defaultTenantId", "demo"),
  webBuildDir,
});
