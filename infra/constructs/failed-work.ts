import { Duration } from "aws-cdk-lib";
import * as events from "aws-cdk-lib/aws-events";
import * as eventTargets from "aws-cdk-lib/aws-events-targets";
import type * as sfn from "aws-cdk-lib/aws-stepfunctions";
import * as sqs from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { acknowledgeRules } from "./nag";

const DEAD_END = "This queue is itself the dead-letter queue of the background work; nothing reads it but a person on call.";

/**
 * One queue for background work that failed for good: the nightly aggregation's failed invocations (after
 * Lambda's and the scheduler's retries) and the events of job executions that ended failed, timed out or
 * aborted. Its depth is alarmed; a message is kept 14 days for whoever is on call to read.
 */
export class FailedWork extends Construct {
  readonly queue: sqs.Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.queue = new sqs.Queue(this, "Queue", {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledgeRules(this.queue, {
      "AwsSolutions-SQS3": DEAD_END,
      "Serverless-SQSRedrivePolicy": DEAD_END,
    });
  }

  /** Sends the status-change event of every execution of these machines that does not succeed. */
  receiveFailedExecutions(stateMachines: Iterable<sfn.IStateMachine>): void {
    const rule = new events.Rule(this, "FailedExecutions", {
      description: "Job executions that failed, timed out or were aborted",
      eventPattern: {
        source: ["aws.states"],
        detailType: ["Step Functions Execution Status Change"],
        detail: {
          status: ["FAILED", "TIMED_OUT", "ABORTED"],
          stateMachineArn: [...stateMachines].map((machine) => machine.stateMachineArn),
        },
      },
      targets: [new eventTargets.SqsQueue(this.queue)],
    });
    acknowledgeRules(rule, {
      "Serverless-EventBusDLQ":
        "Its target is the failed-work queue itself; an event EventBridge could not deliver there is still counted by the job's failed-executions alarm.",
    });
  }
}
