import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import { BackOfficeApi } from "./constructs/api";
import type { BackOfficeResources } from "./constructs/backoffice-function";
import { Jobs } from "./constructs/jobs";
import { NightlyAggregation } from "./constructs/nightly-aggregation";
import { reportsBucket } from "./constructs/reports-bucket";
import { BackOfficeTable } from "./constructs/table";
import { WebHosting } from "./constructs/web-hosting";

export interface BackOfficeStackProps extends StackProps {
  /** The tenant served when a request's host maps to none. */
  defaultTenantId: string;
  /** Absolute path of the built web app; a placeholder is deployed when it does not exist. */
  webBuildDir: string;
}

export class BackOfficeStack extends Stack {
  constructor(scope: Construct, id: string, props: BackOfficeStackProps) {
    super(scope, id, props);

    const { table } = new BackOfficeTable(this, "Data");
    const jwtSecret = new secretsmanager.Secret(this, "JwtSecret", {
      description: "Back office session JWT signing key",
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    const reports = reportsBucket(this, "Reports");

    // Built in dependency order: job tasks and the aggregation need neither the state machines nor
    // each other; API functions receive the ARNs and names of what they start or invoke.
    const baseResources: BackOfficeResources = {
      table,
      defaultTenantId: props.defaultTenantId,
      jwtSecret,
      reportsBucket: reports,
    };
    const jobs = new Jobs(this, "Jobs", baseResources);
    const nightly = new NightlyAggregation(this, "Nightly", baseResources);
    const api = new BackOfficeApi(this, "Api", {
      ...baseResources,
      stateMachines: jobs.stateMachines,
      aggregationFunction: nightly.function,
    });

    const web = new WebHosting(this, "Web", { httpApi: api.httpApi, webBuildDir: props.webBuildDir });

    new CfnOutput(this, "WebUrl", { value: `https://${web.distribution.distributionDomainName}` });
    new CfnOutput(this, "ApiUrl", { value: api.httpApi.apiEndpoint });
    new CfnOutput(this, "TableName", { value: table.tableName });
  }
}
