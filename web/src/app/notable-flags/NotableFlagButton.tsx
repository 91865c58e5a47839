import Button from "@cloudscape-design/components/button";

export const NOTABLE_FLAG_TEXT = {
  flag: "Marcar como Produto Notável",
  unflag: "Desmarcar Produto Notável",
} as const;

const filledFlagIcon = (
  <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
    <path d="M1.99 16V1" />
    <path className="filled stroke-linejoin-round" d="M2 2.14c4 2.71 8-2.99 12-.28v7.28c-4-2.89-8 2.61-12-.28Z" />
  </svg>
);

export interface NotableFlagButtonProps {
  flagged: boolean;
  onClick: () => void;
}

/** The flag on a product row (spec §2.11): filled when the product is notable. */
export function NotableFlagButton({ flagged, onClick }: NotableFlagButtonProps) {
  return (
    <Button
      variant="inline-icon"
      {...(flagged ? { iconSvg: filledFlagIcon } : { iconName: "flag" as const })}
      ariaLabel={flagged ? NOTABLE_FLAG_TEXT.unflag : NOTABLE_FLAG_TEXT.flag}
      onClick={onClick}
    />
  );
}
