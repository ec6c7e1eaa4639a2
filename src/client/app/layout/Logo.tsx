/** The Polyglot mark (the same drawing as public/favicon.svg): a card with a lightning flash. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <rect x="14" y="12" width="36" height="40" rx="6" fill="#ffffff" />
      <path d="M35 17 L23 35 H31 L28 47 L41 28 H33 Z" fill="#f59e0b" />
    </svg>
  );
}
