import { LogIn, Star, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { UNLIMITED_PITCH } from "../../../components/prompts/unlimited-pitch.js";
import { Button, buttonClasses } from "../../../components/ui/button.js";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.js";
import { describeResetTime } from "../reset-time.js";
import { FullScreenOverlay } from "./FullScreenOverlay.js";
import type { QuotaPromptsProps } from "./QuotaPrompts.js";


/** The login and subscribe overlays and the daily-limit prompt (SPEC §2, §4). */
export function QuotaPromptsContent({ quota }: QuotaPromptsProps) {
  const { record, overlay } = quota;
  const limit = record?.limit ?? 0;
  const resetsAt = record ? describeResetTime(record.resetAt, new Date()) : "";
  const isVisitor = record?.state === "anon";

  return (
    <>
      <FullScreenOverlay
        open={overlay === "login"}
        onDismiss={quota.dismissOverlay}
        title="Login to keep flashing"
        description={`You have used all ${limit} free flashes for now. Log in or create a free account to keep flashing; visitors get new flashes ${resetsAt}.`}
      >
        <Link to="/auth?mode=login" className={buttonClasses({ size: "lg" })}>
          <LogIn aria-hidden="true" className="h-5 w-5" />
          Log In
        </Link>
        <Link to="/auth?mode=register" className={buttonClasses({ size: "lg", variant: "outline" })}>
          <UserPlus aria-hidden="true" className="h-5 w-5" />
          Create Account
        </Link>
      </FullScreenOverlay>

      <FullScreenOverlay
        open={overlay === "subscribe"}
        onDismiss={quota.dismissOverlay}
        title="Subscribe to unlimited"
        description={`You have used all ${limit} flashes for now; new ones arrive ${resetsAt}. ${UNLIMITED_PITCH}`}
      >
        <Link to="/unlimited" className={buttonClasses({ size: "lg" })}>
          <Star aria-hidden="true" className="h-5 w-5" />
          See Unlimited
        </Link>
      </FullScreenOverlay>

      <Dialog open={quota.dailyLimitOpen} onOpenChange={quota.setDailyLimitOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Daily limit reached</DialogTitle>
            <DialogDescription>
              You have used all {limit} flashes of this 12-hour window. Your flashes reset {resetsAt}.
              {isVisitor ? " Log in or create a free account to keep flashing now." : ` ${UNLIMITED_PITCH}`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">OK</Button>
            </DialogClose>
            {isVisitor ? (
              <Link to="/auth?mode=login" className={buttonClasses()}>
                <LogIn aria-hidden="true" className="h-4 w-4" />
                Log In
              </Link>
            ) : (
              <Link to="/unlimited" className={buttonClasses()}>
                <Star aria-hidden="true" className="h-4 w-4" />
                See Unlimited
              </Link>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
