import Alert from "@cloudscape-design/components/alert";
import Button from "@cloudscape-design/components/button";
import ContentLayout from "@cloudscape-design/components/content-layout";
import Header from "@cloudscape-design/components/header";
import { LIST_TEXT } from "../../lists/i18n";

interface PricingUnavailableProps {
  title: string;
  onBack: () => void;
  header: string;
  text: string;
}

/**
 * What a list of a pricing shows instead of an empty table when there is nothing to list yet or at all: a
 * pricing still being classified, one whose classification failed, a pricing or group that does not exist.
 */
export function PricingUnavailable({ title, onBack, header, text }: PricingUnavailableProps) {
  return (
    <ContentLayout
      header={
        <Header variant="h1">
          <span className="list-kit-title">
            <Button variant="icon" iconName="arrow-left" ariaLabel={LIST_TEXT.back} onClick={onBack} />
            <span>{title}</span>
          </span>
        </Header>
      }
    >
      <Alert type="info" header={header}>
        {text}
      </Alert>
    </ContentLayout>
  );
}
