/**
 * A document issued whose PDF is still being rendered (issue 38): a second or two after it is
 * issued, longer if the server is busy. Its download works all the same (it renders at once).
 */
export function PdfPending() {
  return (
    <span className="text-xs text-muted-foreground" data-testid="pdf-pending">
      En préparation
    </span>
  );
}
