import { Download } from "lucide-react";
import { Button } from "../../components/ui/button.js";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog.js";
import { toast } from "../../components/ui/toast.js";
import { useInstallPrompt } from "./install-prompt.js";

export interface InstallDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * How to install Polyglot as an app. Where the browser offered its own prompt
 * (Chrome, Edge, Android) one button shows it; the written steps cover the rest.
 */
export function InstallDialog({ open, onOpenChange }: InstallDialogProps) {
  const { canPrompt, promptInstall } = useInstallPrompt();

  async function install() {
    const accepted = await promptInstall();
    if (accepted) {
      onOpenChange(false);
      toast({ title: "Installing Polyglot", description: "Find it with your other apps in a moment.", variant: "success" });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Install Polyglot</DialogTitle>
          <DialogDescription>Keep Polyglot on your home screen or desktop and open it like any other app.</DialogDescription>
        </DialogHeader>
        {canPrompt && (
          <Button size="lg" onClick={() => void install()}>
            <Download aria-hidden="true" className="h-5 w-5" />
            Install now
          </Button>
        )}
        <section aria-labelledby="install-ios" className="text-sm">
          <h3 id="install-ios" className="mb-1 font-semibold">
            iPhone and iPad (Safari)
          </h3>
          <ol className="list-decimal space-y-1 pl-5">
            <li>Tap the Share button (the square with an arrow pointing up).</li>
            <li>Scroll down and tap “Add to Home Screen”.</li>
            <li>Tap “Add”.</li>
          </ol>
        </section>
        <section aria-labelledby="install-android" className="text-sm">
          <h3 id="install-android" className="mb-1 font-semibold">
            Android (Chrome)
          </h3>
          <ol className="list-decimal space-y-1 pl-5">
            <li>Open the browser menu (⋮).</li>
            <li>Tap “Install app” or “Add to Home screen”.</li>
          </ol>
        </section>
        <section aria-labelledby="install-desktop" className="text-sm">
          <h3 id="install-desktop" className="mb-1 font-semibold">
            Computer (Chrome or Edge)
          </h3>
          <ol className="list-decimal space-y-1 pl-5">
            <li>Click the install icon at the right end of the address bar,</li>
            <li>or open the browser menu and choose “Install Polyglot” (in Edge: Apps → Install this site as an app).</li>
          </ol>
        </section>
      </DialogContent>
    </Dialog>
  );
}
