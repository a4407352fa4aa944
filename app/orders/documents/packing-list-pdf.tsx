// Packing lists (bons de sortie, issue 23) as A4 pages: one order per page run, several orders in
// one PDF for the day's departures. The same engine, fonts and agency block as the quotes, with
// a QR code that opens the order in the back office, a tick box per line and three signatures.

import { Document, Image, Page, Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { formatDate, inclusiveDays } from "~/lib/calendar-dates";
import { AgencyBlock, DocumentFooter, filled } from "./agency-block";
import type { PackingListData, PackingListLine } from "./packing-list-data";
import { packingStyles as p } from "./packing-list-styles";
import { styles } from "./document-styles";

const NBSP = "\u00a0";

const dayMonth = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "5–7 déc. 2026", or "5 déc. 2026" for one day: a line's own dates. */
function shortPeriod(from: string, to: string): string {
  const format = (iso: string, withYear: boolean) => (withYear ? dayMonthYear : dayMonth).format(new Date(`${iso}T00:00:00Z`));
  return from === to ? format(from, true) : `${format(from, false)}–${format(to, true)}`.replace(/ /g, NBSP);
}

function Line({ line, period }: { line: PackingListLine; period: PackingListData["period"] }) {
  const ownDates = line.from !== period.from || line.to !== period.to;
  return (
    <View style={p.row} wrap={false}>
      <View style={p.tickCell}>
        <View style={p.tick} />
      </View>
      <Text style={p.colDesignation}>
        <Text style={styles.lineName}>{`${line.name}\n`}</Text>
        <Text style={styles.lineCategory}>{ownDates ? `${line.category} · ${shortPeriod(line.from, line.to)}` : line.category}</Text>
      </Text>
      <Text style={p.colQuantity}>{String(line.quantity)}</Text>
      <View style={p.tickCell}>
        <View style={p.tick} />
      </View>
    </View>
  );
}

function SignatureBox({ title }: { title: string }) {
  return (
    <View style={p.signature}>
      <Text style={p.signatureTitle}>{title}</Text>
      <Text style={p.signatureField}>{`Nom${NBSP}:`}</Text>
      <Text style={p.signatureField}>{`Date${NBSP}:`}</Text>
      <Text style={p.signatureField}>{`Signature${NBSP}:`}</Text>
      <View style={p.signatureSpace} />
    </View>
  );
}

function PackingListPage({ data, logo, qr }: { data: PackingListData; logo: Buffer | null; qr: Buffer }) {
  const { client, fulfilment } = data;
  const days = inclusiveDays(data.period);
  const units = data.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Page size="A4" style={styles.page}>
      <Text
        style={styles.continuation}
        fixed
        render={({ subPageNumber }) => (subPageNumber > 1 ? `Bon de sortie ${data.orderNumber} — ${filled(client.company) ? client.company : client.name} (suite)` : "")}
      />
      <View style={styles.content}>
        <View style={styles.header}>
          <AgencyBlock agency={data.agency} logo={logo} />
          <View style={p.titleArea}>
            <View style={styles.titleBlock}>
              <Text style={styles.title}>Bon de sortie</Text>
              <Text style={styles.titleNumber}>{`Commande${NBSP}${data.orderNumber}`}</Text>
              <View style={styles.metaRow}>
                <Text style={styles.metaLabel}>{`Imprimé le${NBSP}`}</Text>
                <Text>{formatDate(data.printedOn)}</Text>
              </View>
              <View style={styles.metaRow}>
                <Text style={styles.metaLabel}>{`Articles${NBSP}:${NBSP}`}</Text>
                <Text>{`${data.lines.length} ligne${data.lines.length > 1 ? "s" : ""}, ${units} unité${units > 1 ? "s" : ""}`}</Text>
              </View>
            </View>
            <Image style={p.qr} src={{ data: qr, format: "png" }} />
          </View>
        </View>

        <View style={styles.rule} />

        <View style={styles.parties}>
          <View style={styles.clientParty}>
            <Text style={styles.label}>Client et contact</Text>
            <Text style={styles.clientName}>{client.name}</Text>
            {filled(client.company) ? <Text style={styles.clientCompany}>{client.company}</Text> : null}
            <Text>{client.phone}</Text>
            <Text>{client.email}</Text>
            <Text style={styles.subLabel}>{fulfilment.mode === "pickup" ? "Mode de remise" : "Adresse de livraison"}</Text>
            <Text style={p.address}>{fulfilment.mode === "pickup" ? "Retrait au dépôt" : fulfilment.address}</Text>
          </View>
          <View style={styles.partyGap} />
          <View style={styles.party}>
            <Text style={styles.label}>Départ et retour</Text>
            <Text style={styles.periodText}>{`Du ${formatDate(data.period.from)} au${NBSP}${formatDate(data.period.to)}`}</Text>
            <Text style={styles.periodDays}>{days > 1 ? `${days} jours` : "1 jour"}</Text>
            <Text style={styles.subLabel}>{fulfilment.mode === "pickup" ? "Retrait et retour au dépôt" : "Livraison et reprise"}</Text>
            <Text>{`Départ${NBSP}: ${fulfilment.departureSlot}`}</Text>
            <Text>{`Retour${NBSP}: ${fulfilment.returnSlot}`}</Text>
          </View>
        </View>

        {/* Before the lines: the driver reads the access and the contact's instructions first. */}
        {data.notes ? (
          <View style={styles.notes} wrap={false}>
            <Text style={styles.label}>Notes de la commande</Text>
            <Text style={styles.paragraph}>{data.notes}</Text>
          </View>
        ) : null}

        <View style={styles.table}>
          <View style={[styles.tableHeader, p.header]} fixed>
            <Text style={p.headTick}>Prêt</Text>
            <Text style={p.colDesignation}>Désignation</Text>
            <Text style={p.headQuantity}>Qté</Text>
            <Text style={p.headTick}>Retour</Text>
          </View>
          {data.lines.map((line, index) => (
            <Line key={index} line={line} period={data.period} />
          ))}
        </View>

        <View style={p.signatures} wrap={false}>
          <SignatureBox title="Préparé par" />
          <View style={p.signatureGap} />
          <SignatureBox title="Livré par" />
          <View style={p.signatureGap} />
          <SignatureBox title="Reçu par le client" />
        </View>
      </View>
      <DocumentFooter agency={data.agency} text={data.footer} />
    </Page>
  );
}

export function PackingListPdf({ lists, logo, qrs }: { lists: PackingListData[]; logo: Buffer | null; qrs: Buffer[] }) {
  const first = lists[0]!;
  const title = lists.length === 1 ? `Bon de sortie ${first.orderNumber}` : `Bons de sortie (${lists.length} commandes)`;
  return (
    <Document title={title} author={first.agency.legalName} subject={title} creator={first.agency.brandName} producer={first.agency.brandName} language="fr-FR">
      {lists.map((data, index) => (
        <PackingListPage key={data.orderNumber} data={data} logo={logo} qr={qrs[index]!} />
      ))}
    </Document>
  );
}

export function packingListPdfElement(props: { lists: PackingListData[]; logo: Buffer | null; qrs: Buffer[] }): ReactElement<DocumentProps> {
  return <PackingListPdf {...props} />;
}
