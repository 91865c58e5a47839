import { Duration, TimeZone } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import * as targets from "aws-cdk-lib/aws-scheduler-targets";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { NIGHTLY_AGGREGATION, NIGHTLY_SCHEDULE } from "../../functions/plan/jobs";
import { acknowledgeRules, nagArnToken } from "./nag";
import { BackOfficeFunction, type BackOfficeResources } from "./backoffice-function";

/**
 * The nightly sales aggregation and the EventBridge Scheduler schedule that runs it. The scheduler invokes it
 * asynchronously: a run that still fails after Lambda's retries, or that the scheduler cannot deliver, lands
 * in the failed-work queue.
 */
export class NightlyAggregation extends Construct {
  readonly function: lambda.IFunction;

  constructor(scope: Construct, id: string, resources: BackOfficeResources, failedWork: sqs.IQueue) {
    super(scope, id);
    this.function = new BackOfficeFunction(this, "Aggregation", {
      entry: NIGHTLY_AGGREGATION,
      description: "Nightly sales aggregation",
      needs: { table: "readWrite", jwtSecret: false },
      resources,
      memorySize: 1769,
      timeout: Duration.minutes(5),
      deadLetterQueue: failedWork,
    }).function;

    const role = new iam.Role(this, "SchedulerRole", {
      assumedBy: new iam.ServicePrincipal("scheduler.amazonaws.com"),
      description: "Runs the nightly sales aggregation",
    });
    new scheduler.Schedule(this, "Schedule", {
      description: "Nightly sales aggregation",
      schedule: scheduler.ScheduleExpression.cron({
        hour: String(NIGHTLY_SCHEDULE.hour),
        minute: String(NIGHTLY_SCHEDULE.minute),
        timeZone: TimeZone.of(NIGHTLY_SCHEDULE.timeZone),
      }),
      target: new targets.LambdaInvoke(this.function, {
        role,
        retryAttempts: 2,
        maxEventAge: Duration.hours(2),
        deadLetterQueue: failedWork,
      }),
    });
    acknowledgeRules(role, {
      [`AwsSolutions-IAM5[Resource::${nagArnToken(this.function)}:*]`]:
        "The scheduler's Lambda target grants the function and its qualified ARNs (`:*`, versions and aliases of that one function); no other function.",
    });
  }
}
