import { LoaderCircle, Zap } from "lucide-react";
import { cn } from "../../../components/ui/cn.js";

/** Which label the quota calls for (SPEC §4). */
export type FlashButtonMode = "flash" | "login" | "subscribe";

export const FLASH_LABELS: Record<FlashButtonMode, string> = {
  flash: "Flash",
  login: "Login to keep flashing",
  subscribe: "Subscribe to unlimited",
};

export interface FlashButtonProps {
  mode: FlashButtonMode;
  disabled: boolean;
  loading: boolean;
  /** The help message that explains why it is disabled, when there is one. */
  describedBy?: string;
  onFlash: () => void;
}

/** The large Flash button: "Flash" between lightning icons, or the quota's call to action. */
export function FlashButton({ mode, disabled, loading, describedBy, onFlash }: FlashButtonProps) {
  return (
    <button
      type="button"
      onClick={onFlash}
      disabled={disabled}
      aria-describedby={describedBy}
      data-mode={mode}
      className={cn(
        "inline-flex min-h-16 w-full max-w-sm items-center justify-center gap-3 rounded-2xl px-8 text-2xl font-bold shadow-lg",
        "bg-primary text-primary-foreground transition-transform hover:bg-primary-hover active:scale-[0.98]",
        "disabled:pointer-events-none disabled:opacity-60 motion-reduce:transition-none motion-reduce:active:scale-100",
        mode !== "flash" && "text-xl",
      )}
    >
      {mode === "flash" && <FlashIcon loading={loading} />}
      <span>{FLASH_LABELS[mode]}</span>
      {mode === "flash" && <FlashIcon loading={loading} />}
    </button>
  );
}

function FlashIcon({ loading }: { loading: boolean }) {
  return loading ? (
    <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin motion-reduce:animate-none" />
  ) : (
    <Zap aria-hidden="true" className="h-6 w-6 fill-current" />
  );
}
