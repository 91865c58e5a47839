import { Duration } from "aws-cdk-lib";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import * as logs from "aws-cdk-lib/aws-logs";
import type * as s3 from "aws-cdk-lib/aws-s3";
import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import type * as sfn from "aws-cdk-lib/aws-stepfunctions";
import { Construct } from "constructs";
import { JOBS, type JobName } from "../../functions/plan/jobs";
import { API_FUNCTION_MEMORY_MB } from "../../functions/plan/memory";
import type { EnvName } from "../../functions/lib/config";
import { TABLE } from "../../functions/lib/table";
import type { GroupNeeds } from "../../functions/plan/routes";
import { LAMBDA_BUNDLING, lambdaAliasArgs, PDF_FONTS_SCRIPT, rendersPdf } from "../build/bundling";
import { fromRepoRoot, REPO_ROOT } from "../build/paths";
import { acknowledgeRules, nagArnToken } from "./nag";

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
  /** API_FUNCTION_MEMORY_MB unless given (a job's task has its own). */
  memorySize?: number;
  /** API functions stay under API Gateway's 30 s integration limit. */
  timeout?: Duration;
  /** Where a failed asynchronous invocation goes; only for functions invoked asynchronously. */
  deadLetterQueue?: sqs.IQueue;
}

// Narrower than grantReadData/grantReadWriteData: no Scan (never on a request path), no streams, and the
// indexes by name rather than `index/*`; writes go to the table only. Transactions are authorized by these
// same per-item actions.
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
    // Its own role instead of the AWSLambdaBasicExecutionRole managed policy, which may write to any log group.
    const role = new iam.Role(this, "Role", {
      assumedBy: new iam.ServicePrincipal("lambda.amazonaws.com"),
      description: props.description,
    });
    logGroup.grantWrite(role);
    this.function = new NodejsFunction(this, "Function", {
      entry: fromRepoRoot(props.entry),
      handler: "handler",
      description: props.description,
      projectRoot: REPO_ROOT,
      depsLockFilePath: fromRepoRoot("package-lock.json"),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? API_FUNCTION_MEMORY_MB,
      timeout: props.timeout ?? Duration.seconds(29),
      logGroup,
      role,
      tracing: lambda.Tracing.ACTIVE,
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
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

    acknowledgeRules(role, {
      "AwsSolutions-IAM5[Resource::*]":
        "Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.",
    });
    acknowledgeRules(this.function, {
      "AwsSolutions-L1": RUNTIME_REASON,
      "Serverless-LambdaLatestVersion": RUNTIME_REASON,
      ...(props.deadLetterQueue ? {} : { "Serverless-LambdaDLQ": SYNCHRONOUS_REASON }),
    });
  }

  private setEnv(name: EnvName, value: string): void {
    this.function.addEnvironment(name, value);
  }

  private grantNeeds(needs: GroupNeeds, resources: BackOfficeResources): void {
    const fn = this.function;

    const { tableArn } = resources.table;
    const indexArns = TABLE.globalIndexes.map((index) => `${tableArn}/index/${index.name}`);
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: TABLE_READ_ACTIONS, resources: [tableArn, ...indexArns] }));
    if (needs.table === "readWrite") {
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: TABLE_WRITE_ACTIONS, resources: [tableArn] }));
    }

    if (needs.jwtSecret) {
      const secret = required(resources.jwtSecret, "jwtSecret");
      secret.grantRead(fn);
      this.setEnv("JWT_SECRET_ARN", secret.secretArn);
    }

    if (needs.reportsBucket) {
      const bucket = required(resources.reportsBucket, "reportsBucket");
      // Objects only (functions/lib/blobs.ts gets, puts and presigns gets): no listing, no deletes.
      const actions = needs.reportsBucket === "readWrite" ? ["s3:GetObject", "s3:PutObject"] : ["s3:GetObject"];
      fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources: [bucket.arnForObjects("*")] }));
      acknowledgeRules(fn.role ?? fn, {
        [`AwsSolutions-IAM5[Resource::${nagArnToken(bucket)}/*]`]:
          "Report object keys are made per job at run time; the grant is this bucket's objects, get (and put for the renderer) only.",
      });
      this.setEnv("REPORTS_BUCKET", bucket.bucketName);
    }

    for (const job of needs.startsJobs ?? []) {
      const machine = required(resources.stateMachines?.get(job), `stateMachines.${job}`);
      machine.grantStartExecution(fn);
      this.setEnv(JOBS[job].stateMachineArnEnv, machine.stateMachineArn);
    }

    if (needs.invokesAggregation) {
      const aggregation = required(resources.aggregationFunction, "aggregationFunction");
      // The function itself, not grantInvoke's extra `:*` for versions and aliases (none are published).
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: ["lambda:InvokeFunction"], resources: [aggregation.functionArn] }));
      this.setEnv("AGGREGATION_FUNCTION_NAME", aggregation.functionName);
    }
  }
}

const RUNTIME_REASON =
  "Node.js 22 is a supported LTS runtime (until April 2027) and the bundles target it; moving to Node.js 24 " +
  "is a runtime upgrade of its own (bundle target, local runtime, tests), not a hardening change.";

const SYNCHRONOUS_REASON =
  "Invoked synchronously (by API Gateway, or by a Step Functions task), so a dead-letter queue or on-failure " +
  "destination would never receive anything: the caller gets the error (the API answers 5xx; a job's Catch " +
  "records the failure and its failed execution goes to the failed-work queue).";

function required<T>(resource: T | undefined, name: string): T {
  if (resource === undefined) throw new Error(`BackOfficeFunction: ${name} is needed but was not built yet`);
  return resource;
}
