import { Duration } from "aws-cdk-lib";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import * as logs from "aws-cdk-lib/aws-logs";
import type * as s3 from "aws-cdk-lib/aws-s3";
import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type * as sfn from "aws-cdk-lib/aws-stepfunctions";
import { Construct } from "constructs";
import { JOBS, type JobName } from "../../functions/plan/jobs";
import type { EnvName } from "../../functions/lib/config";
import type { GroupNeeds } from "../../functions/plan/routes";
import { LAMBDA_BUNDLING, lambdaAliasArgs, PDF_FONTS_SCRIPT, rendersPdf } from "../build/bundling";
import { fromRepoRoot, REPO_ROOT } from "../build/paths";

/** The resources a function may be granted; optional ones exist only once the stack has built them. */
export interface BackOfficeResources {
  table: dynamodb.ITable;
  defaultTenantId: string;
  jwtSecret?: secretsmanager.ISecret;
  reportsBucket?: s3.IBucket;
  stateMachines?: ReadonlyMap<JobName, sfn.IStateMachine>;
  aggregationFunction?: lambda.IFunction;
}

export interface BackOfficeFunctionProps {
  /** Handler file, relative to the repository root. */
  entry: string;
  description: string;
  needs: GroupNeeds;
  resources: BackOfficeResources;
  memorySize?: number;
  /** API functions stay under API Gateway's 30 s integration limit. */
  timeout?: Duration;
}

// Narrower than grantReadData/grantReadWriteData: no Scan (never on a request path), no streams.
// Transactions are authorized by these same per-item actions.
const TABLE_READ_ACTIONS = ["dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query", "dynamodb:ConditionCheckItem"];
const TABLE_WRITE_ACTIONS = ["dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem", "dynamodb:BatchWriteItem"];

const pdfFontsHook = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (_inputDir: string, outputDir: string) => [`node "${fromRepoRoot(PDF_FONTS_SCRIPT)}" "${outputDir}"`],
};

/** Every Lambda of the product: the same runtime and bundling, and only the grants its `needs` names. */
export class BackOfficeFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: BackOfficeFunctionProps) {
    super(scope, id);
    const { needs, resources } = props;

    const logGroup = new logs.LogGroup(this, "Logs", { retention: logs.RetentionDays.ONE_MONTH });
    this.function = new NodejsFunction(this, "Function", {
      entry: fromRepoRoot(props.entry),
      handler: "handler",
      description: props.description,
      projectRoot: REPO_ROOT,
      depsLockFilePath: fromRepoRoot("package-lock.json"),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(29),
      logGroup,
      environment: {
        TABLE_NAME: resources.table.tableName,
        DEFAULT_TENANT_ID: resources.defaultTenantId,
      } satisfies Partial<Record<EnvName, string>>,
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        banner: LAMBDA_BUNDLING.banner,
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        externalModules: [...LAMBDA_BUNDLING.external],
        minify: LAMBDA_BUNDLING.minify,
        sourceMap: false,
        target: LAMBDA_BUNDLING.target,
        define: { ...LAMBDA_BUNDLING.define },
        esbuildArgs: lambdaAliasArgs(),
        ...(rendersPdf(props.entry) ? { commandHooks: pdfFontsHook } : {}),
      },
    });

    this.grantNeeds(needs, resources);
  }

  private setEnv(name: EnvName, value: string): void {
    this.function.addEnvironment(name, value);
  }

  private grantNeeds(needs: GroupNeeds, resources: BackOfficeResources): void {
    const fn = this.function;

    const tableActions = needs.table === "readWrite" ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS;
    resources.table.grant(fn, ...tableActions);

    if (needs.jwtSecret) {
      const secret = required(resources.jwtSecret, "jwtSecret");
      secret.grantRead(fn);
      this.setEnv("JWT_SECRET_ARN", secret.secretArn);
    }

    if (needs.reportsBucket) {
      const bucket = required(resources.reportsBucket, "reportsBucket");
      if (needs.reportsBucket === "readWrite") bucket.grantReadWrite(fn);
      else bucket.grantRead(fn);
      this.setEnv("REPORTS_BUCKET", bucket.bucketName);
    }

    for (const job of needs.startsJobs ?? []) {
      const machine = required(resources.stateMachines?.get(job), `stateMachines.${job}`);
      machine.grantStartExecution(fn);
      this.setEnv(JOBS[job].stateMachineArnEnv, machine.stateMachineArn);
    }

    if (needs.invokesAggregation) {
      const aggregation = required(resources.aggregationFunction, "aggregationFunction");
      aggregation.grantInvoke(fn);
      this.setEnv("AGGREGATION_FUNCTION_NAME", aggregation.functionName);
    }
  }
}

function required<T>(resource: T | undefined, name: string): T {
  if (resource === undefined) throw new Error(`BackOfficeFunction: ${name} is needed but was not built yet`);
  return resource;
}
