import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { DevResetButton } from "./DevResetButton.js";

/**
 * SPEC §2 Home, for administrators: a link to /admin, the word key of the word
 * on screen (to find it in a glossary file) and the dev reset. Marked
 * no-double-tap so taps on it never flash a new word on a phone.
 */
export function AdminBanner({ wordKey }: { wordKey: string | undefined }) {
  return (
    <div className="no-double-tap flex flex-wrap items-center justify-center gap-x-3 gap-y-2 rounded-lg bg-accent px-4 py-2 text-sm text-accent-foreground">
      <ShieldCheck aria-hidden="true" className="h-4 w-4" />
      <span>You are an administrator.</span>
      <Link to="/admin" className="font-semibold underline underline-offset-4">
        Manage glossaries in the admin panel
      </Link>
      {wordKey && (
        <span>
          Word key: <code>{wordKey}</code>
        </span>
      )}
      <DevResetButton />
    </div>
  );
}
