/**
 * The pt-BR texts of processing an inventory into stock (POST /inventories/{id}/process and its job), beside
 * the area's own (messages.ts), whose not-found and busy texts it shares.
 */
export const PROCESS_MESSAGES = {
  notFinalized: (id: number) => `O Inventário #${id} ainda está em contagem: finalize-o antes de processar.`,
  alreadyProcessed: (id: number) => `O Inventário #${id} já foi processado.`,
  alreadyRunning: (id: number) => `O Inventário #${id} já está sendo processado.`,
  started: (id: number) => `Processamento do Inventário #${id} iniciado.`,
  notStarted: "Não foi possível iniciar o processamento. Processe o inventário novamente.",
  productMissing: (productId: number) =>
    `O produto #${productId} do inventário não está mais no cadastro: envie-o pela integração e processe o inventário novamente.`,
  productsChanged: "Os produtos do inventário não conferem com os que foram finalizados; o processamento foi interrompido.",
  fault: "Falha inesperada no processamento. Processe o inventário novamente para continuar de onde parou.",
} as const;
