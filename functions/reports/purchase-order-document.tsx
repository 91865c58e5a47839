import { Document, Font, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatCurrency, formatQuantity, formatUnitCost } from "../../shared/format";
import { formatReportDate, rasterLogo } from "./format";

// The renderer hyphenates with English patterns: pt-BR product names are kept whole.
Font.registerHyphenationCallback((word) => [word]);

/** Spec §9: quantity inconsistencies tolerated up to 20%. */
export const QUANTITY_TOLERANCE_PERCENT = 20;

export interface PurchaseOrderDocumentData {
  company: { byname: string; logo?: string };
  order: { id: number; date: string; deliverDate: string; priceQuoteId: number; supplier: string; totalCost: number };
  items: { id: number; barcode: string; product: string; quantity: number; unit: string; unitCost: number; totalCost: number }[];
}

const styles = StyleSheet.create({
  page: { paddingTop: 28, paddingBottom: 40, paddingHorizontal: 28, fontSize: 9, fontFamily: "Helvetica" },
  header: { flexDirection: "row", alignItems: "center", marginBottom: 10, borderBottom: "1pt solid #999", paddingBottom: 8 },
  logo: { width: 44, height: 44, marginRight: 10 },
  company: { fontSize: 13, fontFamily: "Helvetica-Bold" },
  title: { fontSize: 12, fontFamily: "Helvetica-Bold", marginBottom: 2 },
  line: { marginBottom: 2 },
  warnings: { marginVertical: 8, padding: 6, border: "1pt solid #c0392b", backgroundColor: "#fdf2f2" },
  warning: { color: "#922b21", marginBottom: 2 },
  row: { flexDirection: "row", borderBottom: "0.5pt solid #ccc", paddingVertical: 3 },
  headRow: { flexDirection: "row", borderBottom: "1pt solid #333", paddingVertical: 3, fontFamily: "Helvetica-Bold" },
  barcode: { width: "19%", paddingRight: 4 },
  product: { width: "41%", paddingRight: 4 },
  quantity: { width: "13%", textAlign: "right" },
  unitCost: { width: "13%", textAlign: "right" },
  total: { width: "14%", textAlign: "right" },
  totalRow: { flexDirection: "row", justifyContent: "flex-end", marginTop: 8, fontSize: 11, fontFamily: "Helvetica-Bold" },
  footer: { position: "absolute", bottom: 16, left: 28, right: 28, textAlign: "right", fontSize: 8, color: "#555" },
});

/** The printed purchase order (spec §2.5 Print): A4 portrait, company, title, warnings, items, TOTAL DO PEDIDO. */
export function PurchaseOrderDocument({ company, order, items }: PurchaseOrderDocumentData) {
  const logo = rasterLogo(company.logo);
  const quote = order.priceQuoteId > 0 ? ` - COTAÇÃO Nº ${order.priceQuoteId}` : "";
  return (
    <Document title={`Pedido de Compra ${order.id}`} author={company.byname} language="pt-BR">
      <Page size="A4" orientation="portrait" style={styles.page}>
        <View style={styles.header} fixed>
          {logo ? <Image src={logo} style={styles.logo} /> : null}
          <Text style={styles.company}>{company.byname}</Text>
        </View>
        <Text style={styles.title}>{`PEDIDO DE COMPRA Nº ${order.id}${quote}`}</Text>
        <Text style={styles.line}>{`FORNECEDOR: ${order.supplier}`}</Text>
        <Text style={styles.line}>
          {`DATA DO PEDIDO: ${formatReportDate(order.date)}    PREVISÃO DE ENTREGA: ${formatReportDate(order.deliverDate)}`}
        </Text>
        <View style={styles.warnings}>
          <Text style={styles.warning}>ATENÇÃO: mercadorias faturadas com preços divergentes deste pedido serão devolvidas.</Text>
          <Text style={styles.warning}>
            {`Inconsistências de quantidade serão toleradas até ${QUANTITY_TOLERANCE_PERCENT}% da quantidade pedida de cada item.`}
          </Text>
        </View>
        <View style={styles.headRow} fixed>
          <Text style={styles.barcode}>CÓDIGO DE BARRAS</Text>
          <Text style={styles.product}>PRODUTO</Text>
          <Text style={styles.quantity}>QUANTIDADE</Text>
          <Text style={styles.unitCost}>CUSTO UNIT.</Text>
          <Text style={styles.total}>TOTAL</Text>
        </View>
        {items.map((item) => (
          <View style={styles.row} key={item.id} wrap={false}>
            <Text style={styles.barcode}>{item.barcode}</Text>
            <Text style={styles.product}>{item.product}</Text>
            <Text style={styles.quantity}>{`${formatQuantity(item.quantity)} ${item.unit}`}</Text>
            <Text style={styles.unitCost}>{formatUnitCost(item.unitCost)}</Text>
            <Text style={styles.total}>{formatCurrency(item.totalCost)}</Text>
          </View>
        ))}
        <View style={styles.totalRow} wrap={false}>
          <Text>{`TOTAL DO PEDIDO: ${formatCurrency(order.totalCost)}`}</Text>
        </View>
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => (totalPages > 1 ? `Página ${pageNumber} de ${totalPages}` : "")}
        />
      </Page>
    </Document>
  );
}
