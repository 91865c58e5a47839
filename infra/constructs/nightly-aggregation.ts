import { Duration, TimeZone } from "aws-cdk-lib";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import * as targets from "aws-cdk-lib/aws-scheduler-targets";
import { Construct } from "constructs";
import { NIGHTLY_AGGREGATION, NIGHTLY_SCHEDULE } from "../../functions/plan/jobs";
import { BackOfficeFunction, type BackOfficeResources } from "./backoffice-function";

/** The nightly sales aggregation and the EventBridge Scheduler schedule that runs it. */
export class NightlyAggregation extends Construct {
  readonly function: lambda.IFunction;

  constructor(scope: Construct, id: string, resources: BackOfficeResources) {
    super(scope, id);
    this.function = new BackOfficeFunction(this, "Aggregation", {
      entry: NIGHTLY_AGGREGATION,
      description: "Nightly sales aggregation",
      needs: { table: "readWrite", jwtSecret: false },
      resources,
      memorySize: 1769,
      timeout: Duration.minutes(5),
    }).function;

    new scheduler.Schedule(this, "Schedule", {
      description: "Nightly sales aggregation",
      schedule: scheduler.ScheduleExpression.cron({
        hour: String(NIGHTLY_SCHEDULE.hour),
        minute: String(NIGHTLY_SCHEDULE.minute),
        timeZone: TimeZone.of(NIGHTLY_SCHEDULE.timeZone),
      }),
      target: new targets.LambdaInvoke(this.function, { retryAttempts: 2, maxEventAge: Duration.hours(2) }),
    });
  }
}
