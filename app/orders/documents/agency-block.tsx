// The parts every document of the agency shares (quotes, invoices, credit notes, receipts): the
// brand and legal block at the top left, and the fixed footer with the legal line and page numbers.

import { Image, Text, View } from "@react-pdf/renderer";
import type { DocumentData } from "./document-data";
import { useDocumentWords } from "./document-words";
import { styles } from "./document-styles";

/** Not empty once trimmed: the legal settings start blank until the agency fills them. */
export const filled = (value: string | null | undefined): value is string => Boolean(value?.trim());

type Agency = DocumentData["agency"];

export function AgencyBlock({ agency, logo }: { agency: Agency; logo: Buffer | null }) {
  const m = useDocumentWords().m.agency;
  const registration = [filled(agency.taxId) ? m.taxId(agency.taxId) : null, filled(agency.tradeRegister) ? m.tradeRegister(agency.tradeRegister) : null].filter(filled);
  return (
    <View>
      <View style={styles.brandRow}>
        {logo ? <Image style={styles.logo} src={{ data: logo, format: "jpg" }} /> : null}
        <View>
          <Text style={styles.brandName}>{agency.brandName}</Text>
          {filled(agency.tagline) ? <Text style={styles.tagline}>{agency.tagline}</Text> : null}
        </View>
      </View>
      <View style={styles.legal}>
        <Text style={styles.legalName}>{agency.legalName}</Text>
        <Text>{agency.address}</Text>
        <Text>{m.contact(agency.phone, agency.email)}</Text>
        {registration.length > 0 ? <Text>{registration.join(" · ")}</Text> : null}
      </View>
    </View>
  );
}

/** Drawn on every page: the document's footer text, the legal line and "Page n / N". */
export function DocumentFooter({ agency, text }: { agency: Agency; text: string }) {
  const { m } = useDocumentWords();
  const legalLine = [
    agency.legalName,
    filled(agency.taxId) ? m.agency.footerTaxId(agency.taxId) : null,
    filled(agency.tradeRegister) ? m.agency.footerTradeRegister(agency.tradeRegister) : null,
    agency.address.replace(/\s*\n\s*/g, ", "),
  ].filter(filled);
  return (
    <View style={styles.footer} fixed>
      {filled(text) ? <Text style={styles.footerText}>{text}</Text> : null}
      <View style={styles.footerRow}>
        <Text style={styles.footerLegal}>{legalLine.join(" · ")}</Text>
        <Text style={styles.pageNumber} render={({ pageNumber, totalPages }) => m.page.pageNumber(pageNumber, totalPages)} />
      </View>
    </View>
  );
}
