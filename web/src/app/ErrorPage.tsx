import Box from "@cloudscape-design/components/box";
import Link from "@cloudscape-design/components/link";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { type ErrorComponentProps, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { describeError, type ErrorDetails, NOT_FOUND_MESSAGE } from "./route-error";

function ErrorView({ status, message }: ErrorDetails) {
  const navigate = useNavigate();
  return (
    <div className="app-error-page" role="alert">
      <SpaceBetween size="m">
        <Box variant="h1" fontSize="display-l">
          Oops!
        </Box>
        <Box variant="p">Desculpe, ocorreu um erro inesperado.</Box>
        <Box variant="p" color="text-status-inactive">
          <i data-testid="error-status">
            {status} - {message}
          </i>
        </Box>
        <Link
          href="/"
          onFollow={(event) => {
            event.preventDefault();
            void navigate({ to: "/" });
          }}
        >
          Voltar para o início
        </Link>
      </SpaceBetween>
    </div>
  );
}

/** Any routing error (spec §2.1): logged, unless it is a 404. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const details = describeError(error);
  useEffect(() => {
    if (details.status !== 404) console.error(error);
  }, [error, details.status]);
  return <ErrorView {...details} />;
}

/** Unknown routes: the same page with status 404, not logged. */
export function NotFoundPage() {
  return <ErrorView status={404} message={NOT_FOUND_MESSAGE} />;
}
