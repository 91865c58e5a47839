import { Duration } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as cloudwatchActions from "aws-cdk-lib/aws-cloudwatch-actions";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as lambda from "aws-cdk-lib/aws-lambda";
import * as sns from "aws-cdk-lib/aws-sns";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import type * as sfn from "aws-cdk-lib/aws-stepfunctions";
import { Construct } from "constructs";
import { NIGHTLY_SCHEDULE } from "../../functions/plan/jobs";
import type { GroupName } from "../../functions/plan/routes";
import { acknowledgeRules } from "./nag";
import type { RouteGroupMetrics } from "./api";

export interface MonitoringProps {
  /** Where alarms are e-mailed; without it the topic has no subscription (subscribe by hand). */
  alarmEmail?: string;
  routeGroups: ReadonlyMap<GroupName, RouteGroupMetrics>;
  /** Every function of the product, by a readable name. */
  functions: ReadonlyMap<string, lambda.IFunction>;
  stateMachines: ReadonlyMap<string, sfn.IStateMachine>;
  table: dynamodb.ITable;
  nightlyAggregation: lambda.IFunction;
  failedWork: sqs.IQueue;
}

/** Percent of a route group's requests answered 5xx, over 5 minutes with at least this many requests. */
export const SERVER_ERROR_RATE_PERCENT = 5;
const MIN_REQUESTS_FOR_RATE = 10;
/** p95 response time of a route group, in ms, for 15 minutes. */
export const LATENCY_P95_MS = 3000;
/** Local hour by which the nightly aggregation must have run. */
export const NIGHTLY_DEADLINE_HOUR = 6;

const FIVE_MINUTES = Duration.minutes(5);

/** One SNS topic for every alarm, the alarms a person on call needs, and one dashboard with them. */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly dashboard: cloudwatch.Dashboard;
  private readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, "Alarms", { displayName: "Back office: alarmes", enforceSSL: true });
    if (props.alarmEmail) {
      const subscription = new sns.Subscription(this, "AlarmEmail", {
        topic: this.topic,
        protocol: sns.SubscriptionProtocol.EMAIL,
        endpoint: props.alarmEmail,
      });
      acknowledgeRules(subscription, {
        "Serverless-SNSRedrivePolicy":
          "An e-mail that cannot be delivered shows in the topic's NumberOfNotificationsFailed metric, and the alarm stays in ALARM on the dashboard; a dead-letter queue would hold only the notification text.",
      });
    }
    acknowledgeRules(this.topic, {
      "AwsSolutions-SNS2":
        "Alarm notifications carry no customer data, and CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key; a customer-managed key would only add its monthly fee.",
    });
    this.dashboard = new cloudwatch.Dashboard(this, "Dashboard", { defaultInterval: Duration.hours(24) });

    this.routeGroupAlarms(props.routeGroups);
    this.functionAlarms(props.functions);
    this.jobAlarms(props.stateMachines, props.failedWork);
    this.tableAlarm(props.table);
    this.nightlyAlarm(props.nightlyAggregation);

    this.dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({ title: "Alarmes", alarms: this.alarms, width: 24, height: 8 }),
    );
  }

  private alarm(id: string, props: cloudwatch.AlarmProps): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, id, props);
    alarm.addAlarmAction(new cloudwatchActions.SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }

  private routeGroupAlarms(groups: ReadonlyMap<GroupName, RouteGroupMetrics>): void {
    const rates: cloudwatch.IMetric[] = [];
    const latencies: cloudwatch.IMetric[] = [];
    for (const [group, metrics] of groups) {
      // Metric ids are per group: the dashboard graphs every group's expression together.
      const [requests, errors] = [`requests_${group}`, `errors_${group}`];
      const rate = new cloudwatch.MathExpression({
        expression: `IF(${requests} >= ${MIN_REQUESTS_FOR_RATE}, 100 * FILL(${errors}, 0) / ${requests}, 0)`,
        usingMetrics: {
          [requests]: metrics.latency.with({ statistic: "SampleCount", period: FIVE_MINUTES }),
          [errors]: metrics.serverErrors.with({ period: FIVE_MINUTES }),
        },
        label: `${group} 5xx %`,
        period: FIVE_MINUTES,
      });
      const latency = metrics.latency.with({ period: FIVE_MINUTES, label: `${group} p95 ms` });
      this.alarm(`ServerErrors-${group}`, {
        alarmDescription: `API (${group}): mais de ${SERVER_ERROR_RATE_PERCENT}% das requisições responderam 5xx`,
        metric: rate,
        threshold: SERVER_ERROR_RATE_PERCENT,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      this.alarm(`Latency-${group}`, {
        alarmDescription: `API (${group}): tempo de resposta p95 acima de ${LATENCY_P95_MS} ms por 15 minutos`,
        metric: latency,
        threshold: LATENCY_P95_MS,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 3,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      rates.push(rate);
      latencies.push(latency);
    }
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: "API: % de respostas 5xx por área", left: rates, width: 12 }),
      new cloudwatch.GraphWidget({ title: "API: tempo de resposta p95 (ms) por área", left: latencies, width: 12 }),
    );
  }

  /**
   * Errors per function; throttles once for the whole account and region, because they come from the one
   * concurrency pool every function shares (none reserves its own), and the stack is near CloudFormation's
   * 500-resource limit.
   */
  private functionAlarms(functions: ReadonlyMap<string, lambda.IFunction>): void {
    const errors: cloudwatch.IMetric[] = [];
    const throttles: cloudwatch.IMetric[] = [];
    for (const [name, fn] of functions) {
      const fnErrors = fn.metricErrors({ period: FIVE_MINUTES, label: name });
      this.alarm(`Errors-${name}`, {
        alarmDescription: `Lambda ${name}: invocações terminaram em erro`,
        metric: fnErrors,
        threshold: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      errors.push(fnErrors);
      throttles.push(fn.metricThrottles({ period: FIVE_MINUTES, label: name }));
    }
    this.alarm("Throttles", {
      alarmDescription: "Lambda: invocações limitadas (throttle) na conta e região",
      metric: lambda.Function.metricAllThrottles({ period: FIVE_MINUTES, statistic: "Sum" }),
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: "Lambda: erros", left: errors, width: 12 }),
      new cloudwatch.GraphWidget({ title: "Lambda: limitações (throttles)", left: throttles, width: 12 }),
    );
  }

  private jobAlarms(stateMachines: ReadonlyMap<string, sfn.IStateMachine>, failedWork: sqs.IQueue): void {
    const failures: cloudwatch.IMetric[] = [];
    for (const [name, machine] of stateMachines) {
      const usingMetrics = {
        [`failed_${name}`]: machine.metricFailed({ period: FIVE_MINUTES }),
        [`timed_out_${name}`]: machine.metricTimedOut({ period: FIVE_MINUTES }),
        [`aborted_${name}`]: machine.metricAborted({ period: FIVE_MINUTES }),
      };
      const failed = new cloudwatch.MathExpression({
        expression: Object.keys(usingMetrics).map((id) => `FILL(${id}, 0)`).join(" + "),
        usingMetrics,
        label: name,
        period: FIVE_MINUTES,
      });
      this.alarm(`FailedExecutions-${name}`, {
        alarmDescription: `Job ${name}: execuções falharam, estouraram o tempo ou foram abortadas`,
        metric: failed,
        threshold: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      failures.push(failed);
    }
    const waiting = failedWork.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: "Maximum" });
    this.alarm("FailedWork", {
      alarmDescription: "Trabalho em segundo plano com falha (agregação noturna, jobs) aguardando na fila de falhas",
      metric: waiting,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: "Jobs: execuções com falha", left: failures, width: 12 }),
      new cloudwatch.GraphWidget({ title: "Fila de trabalho com falha", left: [waiting], width: 12 }),
    );
  }

  private tableAlarm(table: dynamodb.ITable): void {
    const throttled = new cloudwatch.MathExpression({
      expression: "FILL(reads, 0) + FILL(writes, 0)",
      usingMetrics: {
        reads: table.metric("ReadThrottleEvents", { period: FIVE_MINUTES, statistic: "Sum" }),
        writes: table.metric("WriteThrottleEvents", { period: FIVE_MINUTES, statistic: "Sum" }),
      },
      label: "leituras + escritas limitadas",
      period: FIVE_MINUTES,
    });
    this.alarm("TableThrottles", {
      alarmDescription: "DynamoDB: requisições à tabela foram limitadas (throttle)",
      metric: throttled,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.dashboard.addWidgets(new cloudwatch.GraphWidget({ title: "DynamoDB: requisições limitadas", left: [throttled], width: 12 }));
  }

  /**
   * Successful runs per hour (invocations minus errors). The alarm looks back from now over every hour after
   * the previous night's run hour: at the deadline that window holds only tonight's run hour, so all of it
   * empty means tonight's run has not succeeded. Missing data counts as empty. The schedule's time zone has
   * whole-hour offsets, so CloudWatch's UTC hours line up with local ones.
   */
  private nightlyAlarm(aggregation: lambda.IFunction): void {
    const hours = 24 + NIGHTLY_DEADLINE_HOUR - NIGHTLY_SCHEDULE.hour - 1;
    const successfulRuns = new cloudwatch.MathExpression({
      expression: "FILL(invocations, 0) - FILL(errors, 0)",
      usingMetrics: {
        invocations: aggregation.metricInvocations({ period: Duration.hours(1) }),
        errors: aggregation.metricErrors({ period: Duration.hours(1) }),
      },
      label: "execuções sem erro",
      period: Duration.hours(1),
    });
    this.alarm("NightlyAggregationMissed", {
      alarmDescription: `A agregação noturna de vendas não rodou com sucesso até ${NIGHTLY_DEADLINE_HOUR}:00 (${NIGHTLY_SCHEDULE.timeZone})`,
      metric: successfulRuns,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: hours,
      datapointsToAlarm: hours,
      treatMissingData: cloudwatch.TreatMissingData.BREACHING,
    });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: "Agregação noturna: execuções sem erro", left: [successfulRuns], width: 12 }),
    );
  }
}
