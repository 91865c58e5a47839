/** What the floor's routes answer in pt-BR. */
export const FLOOR_MESSAGES = {
  barcodeRequired: "Informe o código de barras.",
  countRegistered: "Contagem registrada com sucesso!",
  countUndone: "Contagem desfeita com sucesso!",
  operationUndone: "Operação desfeita com sucesso!",
} as const;
