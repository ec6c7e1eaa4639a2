import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { toast } from "../../../components/ui/toast.js";
import { postResetUsage } from "../api/reset-usage.js";

/**
 * SPEC §2, §4: the administrators' "Reset All (Dev)": resets their own flash
 * counters, clears local and session storage (preferences, quota mirror,
 * dismissals) and reloads, to try the first-visit experience again.
 */
export function DevResetButton() {
  const [busy, setBusy] = useState(false);
  async function reset() {
    setBusy(true);
    try {
      await postResetUsage();
      localStorage.clear();
      sessionStorage.clear();
      window.location.reload();
    } catch {
      setBusy(false);
      toast({ title: "Reset failed", description: "Could not reset your flash usage. Please try again.", variant: "destructive" });
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void reset()}>
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      Reset All (Dev)
    </Button>
  );
}
