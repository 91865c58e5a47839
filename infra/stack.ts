import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import { BackOfficeApi } from "./constructs/api";
import { BackOfficeFunction, type BackOfficeResources } from "./constructs/backoffice-function";
import { FailedWork } from "./constructs/failed-work";
import { Jobs } from "./constructs/jobs";
import { accessLogsBucket } from "./constructs/log-bucket";
import { Monitoring } from "./constructs/monitoring";
import { NightlyAggregation } from "./constructs/nightly-aggregation";
import { reportsBucket } from "./constructs/reports-bucket";
import { BackOfficeTable } from "./constructs/table";
import { type CustomDomain, WebHosting } from "./constructs/web-hosting";
import { acknowledgeRules } from "./constructs/nag";

export interface BackOfficeStackProps extends StackProps {
  /** The tenant served when a request's host maps to none. */
  defaultTenantId: string;
  /** Absolute path of the built web app; a placeholder is deployed when it does not exist. */
  webBuildDir: string;
  /** Where alarms are e-mailed; without it the alarm topic has no subscription. */
  alarmEmail?: string;
  /** The stores' host names and their certificate; without them the web answers on *.cloudfront.net. */
  customDomain?: CustomDomain;
}

export class BackOfficeStack extends Stack {
  constructor(scope: Construct, id: string, props: BackOfficeStackProps) {
    super(scope, id, props);

    const { table } = new BackOfficeTable(this, "Data");
    const jwtSecret = new secretsmanager.Secret(this, "JwtSecret", {
      description: "Back office session JWT signing key",
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledgeRules(jwtSecret, {
      "AwsSolutions-SMG4":
        "Not rotated on a schedule: a new signing key signs every user out at once, so it is rotated by hand at a quiet hour (README, \"Publicar na AWS\").",
    });
    const accessLogs = accessLogsBucket(this, "AccessLogs");
    const reports = reportsBucket(this, "Reports", accessLogs);
    const failedWork = new FailedWork(this, "FailedWork");

    // Built in dependency order: job tasks and the aggregation need neither the state machines nor
    // each other; API functions receive the ARNs and names of what they start or invoke.
    const baseResources: BackOfficeResources = {
      table,
      defaultTenantId: props.defaultTenantId,
      jwtSecret,
      reportsBucket: reports,
    };
    const jobs = new Jobs(this, "Jobs", baseResources);
    failedWork.receiveFailedExecutions(jobs.stateMachines.values());
    const nightly = new NightlyAggregation(this, "Nightly", baseResources, failedWork.queue);
    const api = new BackOfficeApi(this, "Api", {
      ...baseResources,
      stateMachines: jobs.stateMachines,
      aggregationFunction: nightly.function,
    });

    const web = new WebHosting(this, "Web", {
      httpApi: api.httpApi,
      webBuildDir: props.webBuildDir,
      accessLogs,
      ...(props.customDomain ? { customDomain: props.customDomain } : {}),
    });

    new Monitoring(this, "Monitoring", {
      ...(props.alarmEmail ? { alarmEmail: props.alarmEmail } : {}),
      routeGroups: api.groupMetrics,
      functions: productFunctions(this),
      stateMachines: jobs.stateMachines,
      table,
      nightlyAggregation: nightly.function,
      failedWork: failedWork.queue,
    });

    new CfnOutput(this, "WebUrl", { value: `https://${web.distribution.distributionDomainName}` });
    new CfnOutput(this, "ApiUrl", { value: api.httpApi.apiEndpoint });
    new CfnOutput(this, "TableName", { value: table.tableName });
  }
}

/** Every BackOfficeFunction in the stack, named by its construct path below the stack (e.g. `Api-Group-users`). */
function productFunctions(stack: Stack): Map<string, BackOfficeFunction["function"]> {
  const found = stack.node.findAll().filter((construct) => construct instanceof BackOfficeFunction);
  return new Map(found.map((construct) => [construct.node.path.split("/").slice(1).join("-"), construct.function]));
}
