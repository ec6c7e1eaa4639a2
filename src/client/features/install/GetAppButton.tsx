import { Download } from "lucide-react";
import { useState } from "react";
import { lazyWhenOpen } from "../../components/ui/lazy-when-open.js";
import { isInstalledApp } from "./install-prompt.js";

const InstallDialog = lazyWhenOpen(async () => (await import("./InstallDialog.js")).InstallDialog);

/** The header's Get app button (styled by the header); it explains installing and is hidden when already running as the installed app. */
export function GetAppButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [installed] = useState(isInstalledApp);
  if (installed) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <Download aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only md:not-sr-only">Get app</span>
      </button>
      <InstallDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
