import path from "node:path";
import { App, Validations } from "aws-cdk-lib";
import { REPO_ROOT } from "./build/paths";
import type { CustomDomain } from "./constructs/web-hosting";
import { nagPacks } from "./constructs/nag";
import { BackOfficeStack } from "./stack";
import { buildWebIfStale, WEB_DIST } from "./web-build";

const app = new App();

function optionalStringContext(key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.length === 0) throw new Error(`Context "${key}" must be a non-empty string`);
  return value;
}

function stringContext(key: string, fallback: string): string {
  return optionalStringContext(key) ?? fallback;
}

/** `domainNames` (comma-separated) and `certificateArn` come together or not at all. */
function customDomainContext(): CustomDomain | undefined {
  const names = optionalStringContext("domainNames");
  const certificateArn = optionalStringContext("certificateArn");
  if (names === undefined && certificateArn === undefined) return undefined;
  if (names === undefined || certificateArn === undefined) {
    throw new Error('Context "domainNames" and "certificateArn" must be given together');
  }
  const domainNames = names.split(",").map((name) => name.trim()).filter((name) => name.length > 0);
  return { domainNames, certificateArn };
}

const webBuildDir = path.resolve(REPO_ROOT, stringContext("webBuildDir", "web/dist"));
// A deploy ships the web app as its sources are now: built here when missing or older than them.
if (webBuildDir === WEB_DIST) await buildWebIfStale((line) => console.error(line));

const alarmEmail = optionalStringContext("alarmEmail");
const customDomain = customDomainContext();
new BackOfficeStack(app, "BackOffice", {
  // Both undefined gives an environment-agnostic stack, which is what an offline synth produces.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  // `-c defaultTenantId=` (empty): a host no company registered reaches none ('Empresa não encontrada').
  defaultTenantId: app.node.tryGetContext("defaultTenantId") === "" ? "" : stringContext("defaultTenantId", "demo"),
  webBuildDir,
  ...(alarmEmail ? { alarmEmail } : {}),
  ...(customDomain ? { customDomain } : {}),
});
// A finding that is neither fixed nor acknowledged with its reason stops the synth (and so the deploy).
Validations.of(app).addPlugins(...nagPacks());
