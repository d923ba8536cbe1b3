/**
 * The enrolment QR code of an otpauth:// URI (issue 30 "Access"), drawn locally as an inline SVG from the
 * `qrcode` package's module matrix: the secret never leaves the page for a QR service or a CDN.
 */
import { useMemo } from 'react';
import QRCode from 'qrcode';

/** One SVG path of the dark modules, with a 4-module quiet zone, `size` px square. */
export function TotpQr({ uri, label, size = 184 }: { uri: string; label: string; size?: number }) {
  const { d, view } = useMemo(() => {
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' });
    const n = modules.size;
    const parts: string[] = [];
    for (let row = 0; row < n; row++)
      for (let col = 0; col < n; col++)
        if (modules.get(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    return { d: parts.join(''), view: n + 8 };
  }, [uri]);
  return (
    <svg
      className="console-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${view} ${view}`}
      shapeRendering="crispEdges"
    >
      <rect width={view} height={view} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
