/**
 * A file's size as the app and the studio show it: bytes under a kilobyte, whole kilobytes under a
 * megabyte, megabytes with one decimal above (`19 B`, `340 kB`, `4,5 MB` in Czech).
 */
export function fileSizeText(bytes: number, locale: string): string {
  const unit = (name: string, digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, maximumFractionDigits: digits });
  if (bytes >= 1024 * 1024) return unit('megabyte', 1).format(bytes / 1024 / 1024);
  if (bytes >= 1024) return unit('kilobyte', 0).format(bytes / 1024);
  return unit('byte', 0).format(bytes);
}
