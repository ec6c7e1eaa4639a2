import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { toast } from "../../../components/ui/toast.js";
import { resetAllUsage } from "../api/reset-usage.js";
import { ADMIN_TOASTS } from "../messages.js";

/**
 * SPEC §2, §4: "Reset All (Dev)" clears local and session storage (language
 * choice, quota mirror, dismissed overlays), clears every flash counter on the
 * server and reloads, to try the first-visit experience again. The session is a
 * cookie, so the administrator stays signed in.
 */
export function DevResetButton() {
  const [busy, setBusy] = useState(false);
  async function reset() {
    setBusy(true);
    localStorage.clear();
    sessionStorage.clear();
    try {
      await resetAllUsage();
    } catch {
      setBusy(false);
      toast({ title: ADMIN_TOASTS.resetFailed, description: "Could not reset the flash usage. Please try again.", variant: "destructive" });
      return;
    }
    window.location.reload();
  }
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void reset()}>
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      Reset All (Dev)
    </Button>
  );
}
