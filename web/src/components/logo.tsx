import { useTranslation } from '../i18n/use-translation';

/** The "Studovna" wordmark: an indigo tile with an S and a teal dot, then the name. */
export function Logo({ height = 32 }: { height?: number }) {
  const { t } = useTranslation();
  return (
    <svg
      role="img"
      aria-label={t('logo.label')}
      height={height}
      width={(height * 168) / 40}
      viewBox="0 0 168 40"
      // a narrower box shows the tile alone, cut from the left, not the whole wordmark shrunk
      preserveAspectRatio="xMinYMid slice"
      focusable="false"
    >
      <rect x="0" y="0" width="40" height="40" rx="11" fill="var(--color-brand)" />
      <path
        d="M26.4 12.6c-1.8-1.4-4-2.1-6.4-2.1-4.3 0-7.1 2.2-7.1 5.5 0 3 2.1 4.4 6.1 5.3l1.6.3c2.3.5 3.2 1.1 3.2 2.2 0 1.4-1.5 2.3-3.8 2.3s-4.3-.8-5.9-2.4l-2.3 3c2 1.9 4.9 3 8.1 3 4.6 0 7.6-2.3 7.6-5.9 0-3-2-4.6-6.2-5.5l-1.5-.3c-2-.4-2.8-1-2.8-2 0-1.3 1.2-2.1 3.2-2.1 1.7 0 3.3.6 4.6 1.6z"
        fill="#fff"
      />
      <circle cx="31" cy="30" r="3" fill="var(--color-accent)" />
      <text
        x="50"
        y="28.5"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="23"
        fontWeight="700"
        letterSpacing="-0.3"
        fill="var(--color-text)"
      >
        {t('app.name')}
      </text>
    </svg>
  );
}
