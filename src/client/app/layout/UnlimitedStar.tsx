import { Star } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../components/ui/cn.js";
import { Tooltip } from "../../components/ui/tooltip.js";
import { headerItemClasses } from "./header-item.js";

/** Link to the Unlimited offer; subscribers see the star in gold with a badge. */
export function UnlimitedStar({ subscribed }: { subscribed: boolean }) {
  const label = subscribed ? "Polyglot Unlimited (active)" : "Polyglot Unlimited";
  return (
    <Tooltip content={label}>
      <Link to="/unlimited" aria-label={label} className={cn(headerItemClasses(), "relative")}>
        <Star aria-hidden="true" className={cn("h-5 w-5", subscribed && "fill-current text-gold")} />
        {subscribed && (
          <span aria-hidden="true" className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full border-2 border-background bg-gold" />
        )}
      </Link>
    </Tooltip>
  );
}
